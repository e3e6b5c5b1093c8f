import users from '../users';

describe('users reducer', () => {
  let state;

  beforeEach(() => (state = users(undefined, { type: '@@INIT' })));

  it('starts empty', () => {
    expect(state.ids).toEqual([]);
    expect(state.loading).toBe(false);
  });

  it('stores a fetched page', () => {
    const next = users(state, {
      type: 'users/FETCH_DONE',
      payload: { items: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Bob' }], page: 1, total: 2 },
    });
    expect(next.ids).toEqual([1, 2]);
    expect(next.byId[2].name).toBe('Bob');
  });
});
