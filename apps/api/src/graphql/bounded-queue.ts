const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * A push-to-pull bridge for subscriptions: a producer `push`es, GraphQL pulls with `next()`.
 * The buffer is bounded — `push` returns false when it is full and the producer decides what
 * to do — so a subscriber that stops reading cannot make the server hold unbounded memory.
 * `return()` (the client completed, or its socket closed) ends it at once, resolves any pull
 * still waiting, and runs `onClose` exactly once; so does draining the buffer after `end()`.
 */
export class BoundedQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly pulls: ((result: IteratorResult<T, undefined>) => void)[] = [];
  private ending = false;
  private closed = false;

  constructor(
    private readonly capacity: number,
    private readonly onClose: () => void = () => undefined,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be >= 1');
  }

  /** Hands `item` to a waiting pull or buffers it; false when ended, closed or full. */
  push(item: T): boolean {
    if (this.ending || this.closed) return false;
    const pull = this.pulls.shift();
    if (pull !== undefined) {
      pull({ value: item, done: false });
      return true;
    }
    if (this.buffer.length >= this.capacity) return false;
    this.buffer.push(item);
    return true;
  }

  /**
   * No more pushes: pulls get what is buffered, then `last` if given (beyond the capacity, so a
   * final error always gets through), then done.
   */
  end(...last: [] | [T]): void {
    if (this.ending || this.closed) return;
    if (last.length === 1) {
      const pull = this.pulls.shift();
      if (pull !== undefined) pull({ value: last[0], done: false });
      else this.buffer.push(last[0]);
    }
    this.ending = true;
    if (this.buffer.length === 0) this.close();
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.buffer.length > 0) {
      const item = this.buffer.shift() as T; // non-empty: shift() returns an item
      if (this.ending && this.buffer.length === 0) this.close();
      return Promise.resolve({ value: item, done: false });
    }
    if (this.ending || this.closed) {
      this.close();
      return Promise.resolve(DONE);
    }
    return new Promise((resolve) => this.pulls.push(resolve));
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.buffer.length = 0;
    this.close();
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    this.buffer.length = 0;
    this.close();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const pull of this.pulls.splice(0)) pull(DONE);
    this.onClose();
  }
}
