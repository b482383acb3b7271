import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One message of PostgreSQL's wire protocol: a type byte, the length, then the body. */
function message(type: string, body: Buffer) {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/**
 * A PostgreSQL server on 127.0.0.1 that refuses every login the way a real one refuses a wrong password
 * (ErrorResponse 28P01 to the startup message).
 */
export async function startRefusingPostgres() {
  const server = createServer((socket) => {
    socket.once('data', () => {
      const fields = ['SFATAL', 'VFATAL', 'C28P01', 'Mpassword authentication failed for user "shop"'];
      socket.end(message('E', Buffer.from(`${fields.join('\0')}\0\0`)));
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `postgres://shop:wrong@127.0.0.1:${(server.address() as AddressInfo).port}/shop`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
