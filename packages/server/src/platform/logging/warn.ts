/** A warning from outside any request: the process log hears it. */
export type Warn = (message: string, error?: unknown) => void;

/** Warnings go to the process log, or nowhere when the app runs with `LOG_LEVEL=silent`. */
export function processWarn(logLevel: string): Warn {
  if (logLevel === 'silent') return () => undefined;
  return (message, error) => {
    if (error === undefined) console.warn(message);
    else console.warn(message, error);
  };
}
