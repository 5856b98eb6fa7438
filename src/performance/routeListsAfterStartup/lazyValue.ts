/**
 * A stand-in for an object or array that is made on first use: every operation on it (reading, iterating, listing
 * keys) makes the real one once and acts on it.
 */
export function lazyValue<T extends object>(shape: T, make: () => T): T {
  let real: T | undefined;
  const target = (): T => (real ??= make());
  const handler: ProxyHandler<T> = {};
  for (const trap of Object.getOwnPropertyNames(Reflect) as (keyof ProxyHandler<T>)[]) {
    // Every trap acts on the real value, whatever the stand-in's own (empty) shape.
    (handler as Record<string, unknown>)[trap] = (_shape: T, ...args: unknown[]) =>
      (Reflect[trap as keyof typeof Reflect] as (...a: unknown[]) => unknown)(target(), ...args);
  }
  return new Proxy(shape, handler);
}
