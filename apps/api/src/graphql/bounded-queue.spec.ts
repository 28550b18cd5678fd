import { BoundedQueue } from './bounded-queue';

describe('BoundedQueue', () => {
  it('hands pushed items to pulls in order, buffering up to the capacity', async () => {
    const q = new BoundedQueue<number>(2);
    expect([q.push(1), q.push(2), q.push(3)]).toEqual([true, true, false]);
    await expect(q.next()).resolves.toEqual({ value: 1, done: false });
    await expect(q.next()).resolves.toEqual({ value: 2, done: false });
  });

  it('resolves a waiting pull on the next push without buffering', async () => {
    const q = new BoundedQueue<string>(1);
    const pending = q.next();
    expect(q.push('a')).toBe(true);
    await expect(pending).resolves.toEqual({ value: 'a', done: false });
    expect(q.push('b')).toBe(true); // the buffer is still empty
  });

  it('return() ends waiting pulls, drops the buffer and runs onClose once', async () => {
    const onClose = jest.fn();
    const q = new BoundedQueue<number>(4, onClose);
    q.push(1);
    await q.next();
    const pending = q.next();
    await q.return();
    await q.return();
    await expect(pending).resolves.toEqual({ value: undefined, done: true });
    expect(q.push(2)).toBe(false);
    await expect(q.next()).resolves.toEqual({ value: undefined, done: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('end(last) delivers the buffer, then last even when full, then done', async () => {
    const onClose = jest.fn();
    const q = new BoundedQueue<string>(1, onClose);
    q.push('a');
    q.end('error');
    expect(q.push('b')).toBe(false);
    const seen: string[] = [];
    for await (const item of q) seen.push(item);
    expect(seen).toEqual(['a', 'error']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('end() with a pull waiting completes it', async () => {
    const onClose = jest.fn();
    const q = new BoundedQueue<number>(1, onClose);
    const pending = q.next();
    q.end();
    await expect(pending).resolves.toEqual({ value: undefined, done: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedQueue(0)).toThrow(RangeError);
  });
});
