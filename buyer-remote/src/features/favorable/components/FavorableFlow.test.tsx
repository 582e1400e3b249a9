import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { schemasForSubmit, setErrorReporter, sharedText } from '@craft/shared';
import { answerError, answerJson, categoryChoices, holdSchemas, receivedRequests, server } from '@craft/shared/testing';
import { aBuyer, logInBuyer } from '../../../testing/data';
import { renderPage } from '../../../testing/render';
import { readDraft, saveDraft } from '../lib/quotation-draft';
import { FavorablePage } from './FavorablePage';
import { QuotationContactPage } from './QuotationContactPage';
import { contactResolver } from '../hooks/use-contact-form';
import { QuotationDocumentPage } from './QuotationDocumentPage';
import { buyerSection, buyerText } from '../../../texts';

const draftTexts = buyerSection('quotationDraft');
const pdf = () => new File(['%PDF-1.4'], 'old-offer.pdf', { type: 'application/pdf' });
/** What the fake API received: uploaded documents, and the quotations' multipart fields. */
const uploads = () => receivedRequests('post', '/quotation/upload');
const quotations = () => receivedRequests('post', '/quotation').map((request) => request.body);

beforeEach(() => {
  server.use(
    answerJson('get', '/categories', categoryChoices),
    answerJson('post', '/quotation/upload', { file_url: '/files/quotations/x.pdf' }),
    answerJson('post', '/quotation', { id: 99, status: 'open', craftsmen_reached: 3, confirmation_needed: false }, { status: 201 }),
  );
});

describe('/favorable', () => {
  it("explains the three steps and links 'Upload an Offer' to /favorable/document", () => {
    renderPage(<FavorablePage />, { route: '/favorable', path: '/favorable' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Upload an Offer' })).toHaveAttribute('href', '/favorable/document');
  });
});

describe('/favorable/document', () => {
  const showDocument = () => renderPage(<QuotationDocumentPage />, { route: '/favorable/document', path: '/favorable/document' });
  const category = () => screen.findByRole('combobox', { name: 'Category' });

  it("upload without category or file: 'Please select a category and upload a document.'", async () => {
    showDocument();
    await category();
    await userEvent.click(screen.getByRole('button', { name: draftTexts('uploadContinue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a category and upload a document.');
    await userEvent.selectOptions(await category(), '1');
    await userEvent.click(screen.getByRole('button', { name: draftTexts('uploadContinue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a category and upload a document.');
  });

  it("a wrong file type: 'Invalid file format. Accepted formats are zip, jpg, png, pdf, or ms.word.'", async () => {
    showDocument();
    await userEvent.upload(screen.getByLabelText(draftTexts('document')), new File(['x'], 'a.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file format. Accepted formats are zip, jpg, png, pdf, or ms.word.',
    );
  });

  it('uploads the file, keeps the draft for the session and opens the contact form', async () => {
    showDocument();
    await userEvent.selectOptions(await category(), '2');
    await userEvent.upload(screen.getByLabelText(draftTexts('document')), pdf());
    await userEvent.click(screen.getByRole('button', { name: draftTexts('uploadContinue') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/favorable/document/profile/'));
    expect(readDraft()).toEqual({ category_id: 2, document_url: '/files/quotations/x.pdf', document_name: 'old-offer.pdf' });
  });

  it("a failed upload shows 'File upload failed.' and keeps the choices", async () => {
    server.use(answerError('post', '/quotation/upload', 500));
    showDocument();
    await userEvent.selectOptions(await category(), '2');
    await userEvent.upload(screen.getByLabelText(draftTexts('document')), pdf());
    await userEvent.click(screen.getByRole('button', { name: draftTexts('uploadContinue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed.');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
    expect(screen.getByText(sharedText('ui.fileChosen', { name: 'old-offer.pdf' }))).toBeInTheDocument();
  });

  it("a blank description: 'Please provide a description.'", async () => {
    showDocument();
    await userEvent.selectOptions(await category(), '1');
    await userEvent.type(screen.getByRole('textbox', { name: draftTexts('description') }), '   ');
    await userEvent.click(screen.getByRole('button', { name: draftTexts('describeContinue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a description.');
  });

  it('the description path needs a category too', async () => {
    showDocument();
    await category();
    await userEvent.type(screen.getByRole('textbox', { name: draftTexts('description') }), 'Paint two rooms');
    await userEvent.click(screen.getByRole('button', { name: draftTexts('describeContinue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(draftTexts('categoryRequired'));
  });

  it('the description path stores the draft and continues', async () => {
    showDocument();
    await userEvent.selectOptions(await category(), '1');
    expect(screen.getByRole('textbox', { name: draftTexts('description') })).toHaveAttribute('rows', '10');
    await userEvent.type(screen.getByRole('textbox', { name: draftTexts('description') }), 'Paint two rooms');
    await userEvent.click(screen.getByRole('button', { name: draftTexts('describeContinue') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/favorable/document/profile/'));
    expect(readDraft()).toEqual({ category_id: 1, description: 'Paint two rooms' });
  });

  it('back from the contact form, the category and description are as they were left', async () => {
    saveDraft({ category_id: 2, description: 'Tile the bathroom, about 12 m²' });
    showDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2'));
    expect(screen.getByRole('textbox', { name: draftTexts('description') })).toHaveValue('Tile the bathroom, about 12 m²');
  });

  it('a double click on Upload and continue uploads the file once: the form locks on the first click, before the schemas arrive', async () => {
    showDocument();
    await userEvent.selectOptions(await category(), '2');
    await userEvent.upload(screen.getByLabelText(draftTexts('document')), pdf());
    const schemas = holdSchemas();
    try {
      await userEvent.dblClick(screen.getByRole('button', { name: draftTexts('uploadContinue') }));
      schemas.release();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/favorable/document/profile/'));
      expect(uploads()).toHaveLength(1);
    } finally {
      schemas.restore();
    }
  });

  it("a tampered category value (the select only offers ids): 'Invalid category selected.'", async () => {
    showDocument();
    const select = (await category()) as HTMLSelectElement;
    select.add(new Option('Tampered', 'painter'));
    await userEvent.selectOptions(select, 'painter');
    await userEvent.upload(screen.getByLabelText(draftTexts('document')), pdf());
    await userEvent.click(screen.getByRole('button', { name: draftTexts('uploadContinue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid category selected.');
    expect(uploads()).toHaveLength(0);
  });

  it('a description over 5,000 characters names the field and its limit; the message goes once it is shortened', async () => {
    showDocument();
    await userEvent.selectOptions(await category(), '1');
    const description = screen.getByRole('textbox', { name: draftTexts('description') });
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: draftTexts('describeContinue') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Project description can be at most 5,000 characters.');
    await userEvent.type(description, '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(readDraft()).toBeNull();
  });
});

describe('the contact form (/favorable/document/profile/)', () => {
  const showContact = () =>
    renderPage(<QuotationContactPage />, {
      route: '/favorable/document/profile/',
      path: '/favorable/document/profile/',
      others: { '/favorable/document': <QuotationDocumentPage /> },
    });

  async function fillContact() {
    const values: Array<[string, string]> = [
      ['First Name', 'Mia'],
      ['Last Name', 'Wagner'],
      ['Street', 'Hauptstraße 1'],
      ['Post Number', '10115'],
      ['Phone', '030 123456'],
      ['Email', 'mia@example.com'],
    ];
    for (const [label, value] of values) await userEvent.type(screen.getByLabelText(label), value);
  }

  it("without a draft: 'Session data is missing or invalid. Please start again.' back on /favorable/document", async () => {
    showContact();
    expect(await screen.findByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Session data is missing or invalid. Please start again.');
  });

  it('requires every field and a valid e-mail', async () => {
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    expect(screen.getAllByText(buyerText('quotationContact.required'))).toHaveLength(6);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    expect(screen.getByText(buyerText('quotationContact.invalidEmail'))).toBeInTheDocument();
    expect(quotations()).toHaveLength(0);
  });

  it('is prefilled for a logged-in buyer', () => {
    logInBuyer(aBuyer());
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    expect(screen.getByLabelText('First Name')).toHaveValue('Mia');
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
    expect(screen.getByLabelText('Post Number')).toHaveValue('10115');
  });

  it("sends the quotation with status 'open' and says how many craftsmen near the buyer got it", async () => {
    saveDraft({ category_id: 2, document_url: '/files/quotations/x.pdf', document_name: 'old-offer.pdf' });
    showContact();
    expect(screen.getByText('Your earlier offer: old-offer.pdf')).toBeInTheDocument();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Cheapest Offer will be sent' });
    // Multipart fields: text, and none for a missing description.
    expect(quotations()).toEqual([
      {
        category_id: '2',
        document_url: '/files/quotations/x.pdf',
        firstname: 'Mia',
        lastname: 'Wagner',
        street: 'Hauptstraße 1',
        post_number: '10115',
        phone: '030 123456',
        email: 'mia@example.com',
        status: 'open',
      },
    ]);
    expect(
      within(dialog).getByText('Your request went to 3 craft businesses near you. You will receive an e-mail as soon as an offer arrives.'),
    ).toBeInTheDocument();
    // The dialog's original title and line stay; the sentence under them says what really happens next.
    expect(within(dialog).getByText('Check your email!')).toBeInTheDocument();
    expect(readDraft()).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('the description-only draft succeeds too', async () => {
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    expect(screen.getByText('Your project: Paint two rooms')).toBeInTheDocument();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    expect(await screen.findByRole('dialog', { name: 'The Cheapest Offer will be sent' })).toBeInTheDocument();
    expect(quotations()).toEqual([expect.objectContaining({ category_id: '1', description: 'Paint two rooms', status: 'open' })]);
    expect(quotations()[0]).not.toHaveProperty('document_url');
  });

  it('one craftsman, from an address still to confirm: the request goes out once the mailed link is followed', async () => {
    server.use(answerJson('post', '/quotation', { id: 100, status: 'open', craftsmen_reached: 1, confirmation_needed: true }, { status: 201 }));
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Cheapest Offer will be sent' });
    expect(within(dialog).getByText(/^Please first confirm your e-mail address .* Then your request goes to 1 craft business near you,/)).toBeInTheDocument();
  });

  it('no craftsman near the buyer: says so and offers to change the request', async () => {
    server.use(answerJson('post', '/quotation', { id: 101, status: 'open', craftsmen_reached: 0, confirmation_needed: false }, { status: 201 }));
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    const dialog = await screen.findByRole('dialog', { name: buyerText('quotationContact.sentNoneTitle') });
    expect(within(dialog).getByText(buyerText('quotationContact.sentNone'))).toBeInTheDocument();
    expect(within(dialog).queryByText(/went to/)).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Change the request' })).toHaveAttribute('href', '/favorable/document');
  });

  it("a failed creation: 'Failed to create the quotation. Please try again.' and the form keeps its values", async () => {
    server.use(answerError('post', '/quotation', 500));
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    await fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create the quotation. Please try again.');
    expect(screen.getByLabelText('Street')).toHaveValue('Hauptstraße 1');
    expect(readDraft()).not.toBeNull();
  });

  it('a 3,000-character first name says its limit; an old message never stays next to a new one', async () => {
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('This field is required.'));
    await userEvent.click(screen.getByLabelText('First Name'));
    await userEvent.paste('M'.repeat(3000));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First Name can be at most 100 characters.'));
    expect(screen.getByLabelText('First Name')).not.toHaveAccessibleDescription(/required/);
    expect(quotations()).toHaveLength(0);
  });

  it('a double click sends one quotation', async () => {
    saveDraft({ category_id: 1, description: 'Paint two rooms' });
    showContact();
    await fillContact();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
    expect(await screen.findByRole('dialog', { name: 'The Cheapest Offer will be sent' })).toBeInTheDocument();
    expect(quotations()).toHaveLength(1);
  });

  it('a failed creation is reported through reportError', async () => {
    const reported = jest.fn();
    const previous = setErrorReporter(reported);
    try {
      server.use(answerError('post', '/quotation', 500));
      saveDraft({ category_id: 1, description: 'Paint two rooms' });
      showContact();
      await fillContact();
      await userEvent.click(screen.getByRole('button', { name: 'Get the Cheapest Offer' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create the quotation. Please try again.');
      expect(reported).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'Creating the quotation', app: 'buyer' }));
    } finally {
      setErrorReporter(previous);
    }
  });

  it('a root-level issue of the schema (no field path) does not crash the check', async () => {
    const loaded = await schemasForSubmit();
    const rootRefined = loaded!.quotationContactSchema.refine(() => false, { message: 'Root problem' });
    const resolve = contactResolver({ ...loaded!, quotationContactSchema: rootRefined } as never);
    const values = { firstname: 'Mia', lastname: 'Wagner', street: 'S 1', post_number: '10115', phone: '030', email: 'mia@example.com' };
    const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errors.root?.message).toBe('Please check the form.');
  });
});
