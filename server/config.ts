/** Everything the server reads from its environment, with the embedded defaults (see .env.example). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string;
  distDir: string;
  imageCacheDir: string;
  production: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || env.PGLITE_DIR || '.data/pglite',
    distDir: env.DIST_DIR ?? 'dist',
    imageCacheDir: env.IMAGE_CACHE_DIR ?? '.cache/images',
    production: env.NODE_ENV === 'production',
  };
}
