import type { RateLimit } from '../config';
import type { CounterStore } from './counter-store';
import { tooManyRequests } from './http-error';

export interface LoginLimits {
  /** Failures of one address on one account: where a guesser is stopped. */
  perAccountAndIp: RateLimit;
  /** Failures of one address on any accounts: stops spraying many accounts from one place. */
  perIp: RateLimit;
  /**
   * Failures on one account from everywhere. Beyond it the account is "under attack": every
   * address may fail on it only once per window instead of `perAccountAndIp.max` times.
   */
  perAccount: RateLimit;
}

/**
 * Counts failed logins only (a user who logs in often is never locked out). Each attempt is
 * counted before its password is checked, so guesses sent in parallel cannot all pass a check made
 * before any of them failed; a successful attempt is taken back.
 *
 * Failures slow down the address that failed, never the account: the owner, logging in with the
 * right password from an address that has not failed on the account, always gets in, however many
 * addresses guessed wrong before. Guessing from many addresses is still slowed: once the account
 * has seen `perAccount.max` failures, an address that failed on it once is refused on it for the
 * window (one guess per address instead of five), and the per-address limit caps guesses overall.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits,
  ) {}

  /** Counts the attempt; 429 when this address has used up its failures on the account or overall. */
  async begin(email: string, ip: string): Promise<void> {
    const { perAccountAndIp, perIp, perAccount } = this.limits;
    const [pair, address, account] = await Promise.all([
      this.store.increment(pairKey(email, ip), perAccountAndIp.windowMs),
      this.store.increment(ipKey(ip), perIp.windowMs),
      this.store.increment(accountKey(email), perAccount.windowMs),
    ]);
    const over = (count: { count: number; resetAt: number }, max: number) => (count.count > max ? count.resetAt : 0);
    const until = Math.max(over(pair, perAccountAndIp.max), over(address, perIp.max));
    if (until > 0) throw tooManyRequests('Too many failed login attempts. Try again later.', 'auth.login_throttled', secondsUntil(until));
    // Under attack: this address already failed on the account; a fresh address is still checked.
    if (account.count > perAccount.max && pair.count > 1) {
      throw tooManyRequests('Too many failed login attempts on this account. Reset your password with "Forget Password", or try again later.', 'auth.account_locked', secondsUntil(pair.resetAt));
    }
  }

  /**
   * The attempt was right: the pair starts afresh and the address and the account get this
   * attempt back. The account's count of others' failures stays (the attack goes on).
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.store.reset(pairKey(email, ip)), this.store.release(accountKey(email)), this.store.release(ipKey(ip))]);
  }

  /** A password reset through the mailed link: the account's failures are forgotten, and those of the address it came from. */
  async cleared(email: string, ip: string): Promise<void> {
    await Promise.all([this.store.reset(accountKey(email)), this.store.reset(pairKey(email, ip))]);
  }
}

const secondsUntil = (time: number) => (time - Date.now()) / 1000;
const pairKey = (email: string, ip: string) => `login:pair:${email.toLowerCase()}:${ip}`;
const accountKey = (email: string) => `login:email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
