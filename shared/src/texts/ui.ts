/** Texts of the shared UI kit (labels the spec does not name: controls' accessible names, hints). */
export const uiTexts = {
  startFrom: 'start from:',
  companySuffix: ' Company',
  unknownCompany: 'Unknown Company',
  noPhoto: 'No photo',
  fileDropHint: 'Drag and drop a file here, or',
  fileBrowse: 'Browse',
  fileChosen: (name: string) => `Chosen file: ${name}`,
  fileNone: 'No file chosen',
  fileRemove: 'Remove file',
  decrease: 'Decrease',
  increase: 'Increase',
  quantity: 'Quantity',
  rating: 'Rating',
  ratingValue: (value: number) => `${value} out of 5 stars`,
  ratingOption: (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`,
  emptyTitle: 'Nothing here yet',
} as const;
