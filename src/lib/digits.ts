/** Thai digits (๐-๙), as a Thai keyboard types them, as the digits 0-9 every check and the server read. */
export const asciiDigits = (text: string) => text.replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50));
