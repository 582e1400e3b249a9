/**
 * The one place a caught failure goes. Every `catch` in the apps either shows the failure to the
 * user (role="alert") and reports it here, or reports it here because nobody needs to see it; no
 * catch stays silent. Today this writes to the console with the context that explains it; a
 * monitoring service plugs in through `setErrorReporter` without touching the call sites.
 */
export interface ErrorContext {
  /** What was being done, e.g. "Saving the service". */
  action: string;
  /** Which app caught it: host, buyer or seller. */
  app?: string;
  [detail: string]: unknown;
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  console.error(`${context.action} failed`, error, context);
};

let reporter: ErrorReporter = consoleReporter;

export function reportError(error: unknown, context: ErrorContext): void {
  try {
    reporter(error, context);
  } catch {
    // A broken reporter must never turn a handled failure into a crash; fall back to the console.
    consoleReporter(error, context);
  }
}

/** Replaces where failures go (a monitoring client, or a test spy); returns the previous one. */
export function setErrorReporter(next: ErrorReporter): ErrorReporter {
  const previous = reporter;
  reporter = next;
  return previous;
}
