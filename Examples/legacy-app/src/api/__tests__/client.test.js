import axios from 'axios';
import { fetchUsers, fetchUser } from '../client';

jest.mock('axios', () => {
  const instance = {
    get: jest.fn(() => Promise.resolve({ data: [] })),
    put: jest.fn(),
    post: jest.fn(),
    interceptors: {
      request: { use: jest.fn() },
      response: { use: jest.fn() },
    },
  };
  return { create: () => instance, __instance: instance };
});
jest.mock('../../utils/storage');

const storage = require('../../utils/storage');

describe('api client', () => {
  afterEach(() => {
    axios.__instance.get.mockReset();
  });

  it('asks for a page of users', done => {
    axios.__instance.get.mockReturnValue(Promise.resolve({ data: { items: [], page: 2, total: 0 } }));
    fetchUsers(2, 'ann').then(data => {
      expect(axios.__instance.get).toHaveBeenCalledWith('/users', { params: { page: 2, q: 'ann' } });
      expect(data.page).toBe(2);
      done();
    });
  });

  it('loads one user', async () => {
    storage.getToken.mockReturnValue('t0ken');
    axios.__instance.get.mockReturnValue(Promise.resolve({ data: { id: 7 } }));
    await expect(fetchUser(7)).resolves.toEqual({ id: 7 });
  });
});
