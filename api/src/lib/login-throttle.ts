import type { RateLimit } from '../config';
import type { CounterStore } from './counter-store';
import { tooManyRequests } from './http-error';

export interface LoginLimits {
  /** Failures of one address on one account: where a guesser is stopped. */
  perAccountAndIp: RateLimit;
  /** Failures of one address on any accounts: stops spraying many accounts from one place. */
  perIp: RateLimit;
  /** Failures on one account from everywhere: slower, so failures elsewhere rarely lock its owner out. */
  perAccount: RateLimit;
}

/**
 * Counts failed logins only (a user who logs in often is never locked out). Each attempt is
 * counted before its password is checked, so guesses sent in parallel cannot all pass a check made
 * before any of them failed; a successful attempt is taken back.
 *
 * The account's owner, logging in from an address that did not fail, is not refused because of
 * someone else's failures (#14: five wrong passwords from anywhere used to lock any account for 15
 * minutes): only the slow per-account limit applies to them, and its message points to a reset.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits,
  ) {}

  /** Counts the attempt; 429 when the pair, the address or the account has used up its failures. */
  async begin(email: string, ip: string): Promise<void> {
    const { perAccountAndIp, perIp, perAccount } = this.limits;
    const [pair, address, account] = await Promise.all([
      this.store.increment(pairKey(email, ip), perAccountAndIp.windowMs),
      this.store.increment(ipKey(ip), perIp.windowMs),
      this.store.increment(accountKey(email), perAccount.windowMs),
    ]);
    const over = (count: { count: number; resetAt: number }, limit: RateLimit) => (count.count > limit.max ? count.resetAt : 0);
    const until = Math.max(over(pair, perAccountAndIp), over(address, perIp));
    if (until > 0) throw tooManyRequests('Too many failed login attempts. Try again later.', 'auth.login_throttled', secondsUntil(until));
    const accountUntil = over(account, perAccount);
    if (accountUntil > 0) {
      throw tooManyRequests('Too many failed login attempts on this account. Reset your password with "Forget Password", or try again later.', 'auth.account_locked', secondsUntil(accountUntil));
    }
  }

  /** The attempt was right: the pair and the account start afresh and the address gets its count back. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.store.reset(pairKey(email, ip)), this.store.reset(accountKey(email)), this.store.release(ipKey(ip))]);
  }
}

const secondsUntil = (time: number) => (time - Date.now()) / 1000;
const pairKey = (email: string, ip: string) => `login:pair:${email.toLowerCase()}:${ip}`;
const accountKey = (email: string) => `login:email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
