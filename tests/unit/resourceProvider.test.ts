import { describe, expect, it } from 'vitest';
import { resourceProvider } from '../../src/dataProvider/resourceProvider';
import { withId } from '../../src/dataProvider/withId';

type Row = { id: string; name: string };

describe('resourceProvider', () => {
  const provider = resourceProvider<Row>('widgets', {
    getOne: async ({ id }) => ({ data: { id: String(id), name: 'one' } }),
  });

  it('sends a method it has to the typed implementation, without the resource name', async () => {
    await expect(provider.getOne('widgets', { id: 'w1' })).resolves.toEqual({
      data: { id: 'w1', name: 'one' },
    });
  });

  it('a method it lacks rejects with "<resource> does not support <method>"', async () => {
    await expect(provider.getList('widgets', {})).rejects.toThrow('widgets does not support getList');
    await expect(provider.deleteMany('widgets', { ids: ['a'] })).rejects.toThrow(
      'widgets does not support deleteMany',
    );
  });
});

describe('withId', () => {
  it("copies the API's _id into react-admin's id", () => {
    expect(withId({ _id: 'e1', name: 'Gala' })).toEqual({ _id: 'e1', name: 'Gala', id: 'e1' });
  });

  it("takes another key when the resource's id is another field (the tickets' ticketId)", () => {
    expect(withId({ _id: 'db1', ticketId: 'TK-1' }, 'ticketId')).toMatchObject({ id: 'TK-1' });
  });
});
