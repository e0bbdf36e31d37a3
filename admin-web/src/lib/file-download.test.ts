import { ApiError } from '@/lib/api-client';
import { fetchFile } from '@/lib/file-download';
import { mockApi, refused } from '@/testing/api-mock';

const PATH = '/v1/workspaces/members/badges/pdf';

describe('a file from the API', () => {
  it('turns a refusal into the app’s ApiError with the API’s key', async () => {
    const api = mockApi({ [`GET ${PATH}`]: refused(403, 'forbidden') });
    try {
      await expect(fetchFile(PATH)).rejects.toEqual(
        expect.objectContaining({ statusCode: 403, errorKey: 'forbidden' }),
      );
      await expect(fetchFile(PATH)).rejects.toBeInstanceOf(ApiError);
    } finally {
      api.restore();
    }
  });

  it('reports no answer at all as the client’s own key', async () => {
    const api = mockApi({ [`GET ${PATH}`]: { networkError: 'offline' } });
    try {
      await expect(fetchFile(PATH)).rejects.toEqual(
        expect.objectContaining({ statusCode: 0, errorKey: 'error.unknown' }),
      );
    } finally {
      api.restore();
    }
  });
});
