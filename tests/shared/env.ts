import { reloadEnv } from "~/env.server";

/** Sets (undefined: removes) environment variables, as a deployment would, and has the app read them again. */
export function setEnv(changes: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  reloadEnv();
}
