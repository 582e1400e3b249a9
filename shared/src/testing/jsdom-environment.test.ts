import { addPortfolioImage } from '../api/sellers';
import { answerJson, receivedRequests, server } from './http';

describe('the jsdom environment (@craft/platform: jest/jsdom-environment.cjs)', () => {
  it('sends a multipart upload through the fake API, file bytes included', async () => {
    server.use(answerJson('post', '/portfolio/:id/images', { id: 13 }));
    await addPortfolioImage(13, new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    const { image } = receivedRequests('post', '/portfolio/13/images')[0]!.body as { image: File };
    expect(image).toBeInstanceOf(File);
    expect(image.name).toBe('a.png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('builds a FormData from a <form>, as React does for useFormStatus', () => {
    document.body.innerHTML = '<form><input name="title" value="Paint"><input type="file" name="photo"></form>';
    const data = new FormData(document.querySelector('form')!);
    expect(data.get('title')).toBe('Paint');
    expect(data.get('photo')).toBeInstanceOf(File);
    document.body.innerHTML = '';
  });
});
