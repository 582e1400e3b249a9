/** Small files for pickers. */
export const imageFile = (name = 'photo.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
export const textFile = (name = 'notes.txt') => new File(['hello'], name, { type: 'text/plain' });
