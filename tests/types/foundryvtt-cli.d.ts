/** The two functions of @foundryvtt/foundryvtt-cli the build and tests call (the package ships no types). */
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    log?: boolean;
    yaml?: boolean;
    recursive?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions): Promise<void>;
}
