import { apiClient } from './client';
import { getUser } from './users';

describe('getUser', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the API once for the same user read twice at the same time, and again later', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { id: 4, firstname: 'Anna' } });
    const [first, second] = await Promise.all([getUser(4), getUser(4)]);
    expect(first).toEqual({ id: 4, firstname: 'Anna' });
    expect(second).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
    await getUser(4);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a failed read is not kept: the next call asks again', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ data: { id: 5 } });
    await expect(getUser(5)).rejects.toThrow('down');
    await expect(getUser(5)).resolves.toEqual({ id: 5 });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
