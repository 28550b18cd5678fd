import { successes } from './successes';
import { violation } from './violation';

describe('successes', () => {
  it('keeps what was made, in order, and leaves out the refusals', () => {
    const f = (n: number) => (n % 2 === 0 ? n * 10 : violation('t', 'ODD', null, `${n} is odd`));
    expect(successes([1, 2, 3, 4], f)).toEqual([20, 40]);
    expect(successes([], f)).toEqual([]);
  });
});
