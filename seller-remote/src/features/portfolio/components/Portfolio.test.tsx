import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioProject } from '@craft/shared';
import { sellerPaths } from '../../../config/paths';
import { answerError, answerJson, receivedRequests, renderWithProviders, server } from '@craft/shared/testing';
import { imageFile, textFile } from '../../../testing/files';
import { logInSeller, logOut } from '../../../testing/session';
import { PortfolioDetailPage } from './PortfolioDetailPage';
import { PortfolioCreatePage, PortfolioEditPage } from './PortfolioFormPages';
import { PortfolioTab } from './PortfolioTab';

const project = (overrides: Partial<PortfolioProject> = {}): PortfolioProject => ({
  id: 12,
  seller_id: 7,
  name: 'Villa roof',
  start_date: '2026-03-01',
  end_date: '2026-04-02',
  description: 'New roof with insulation',
  images: ['/files/portfolio/a.webp'],
  created_at: '2026-04-03T10:00:00Z',
  updated_at: '2026-04-03T10:00:00Z',
  ...overrides,
});

beforeEach(() => {
  logInSeller();
  server.use(
    answerJson('get', '/portfolio/seller/7', [project()]),
    answerJson('get', '/portfolio/12', project()),
    answerJson('post', '/portfolio', project({ id: 13 })),
    answerJson('put', '/portfolio/:id', project()),
    answerJson('post', '/portfolio/:id/images', project()),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.clearAllMocks();
  logOut();
});

describe('Your Portfolio tab', () => {
  it("lists the seller's projects with dates and links to detail, edit and create", async () => {
    renderWithProviders(<PortfolioTab />);
    expect(await screen.findByRole('heading', { name: 'Villa roof' })).toBeInTheDocument();
    expect(receivedRequests('get', '/portfolio/seller/7')).toHaveLength(1);
    expect(screen.getByText('March 1, 2026 – April 2, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Detail' })).toHaveAttribute('href', '/home/craftman/portfolio/detail?id=12');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/home/craftman/portfolio/edit?id=12');
    expect(screen.getByRole('link', { name: 'Add project' })).toHaveAttribute('href', '/home/craftman/portfolio/create');
  });

  it('says when there are no projects yet', async () => {
    server.use(answerJson('get', '/portfolio/seller/7', []));
    renderWithProviders(<PortfolioTab />);
    expect(await screen.findByText('No portfolio projects yet.')).toBeInTheDocument();
  });
});

describe('portfolio/detail?id=', () => {
  it('shows the project name, dates, description and images', async () => {
    renderWithProviders(<PortfolioDetailPage />, { route: '/home/craftman/portfolio/detail?id=12' });
    expect(await screen.findByRole('heading', { name: 'Villa roof' })).toBeInTheDocument();
    expect(receivedRequests('get', '/portfolio/12')).toHaveLength(1);
    expect(screen.getByText('New roof with insulation')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Villa roof, image 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/home/craftman/portfolio/edit?id=12');
  });

  it("refuses another craftsman's project", async () => {
    server.use(answerJson('get', '/portfolio/12', project({ seller_id: 99 })));
    renderWithProviders(<PortfolioDetailPage />, { route: '/home/craftman/portfolio/detail?id=12' });
    expect(await screen.findByText('This project belongs to another craftsman.')).toBeInTheDocument();
  });

  it("says 'Project not found.' without a valid id or for an unknown one", async () => {
    server.use(answerError('get', '/portfolio/404', 404));
    renderWithProviders(<PortfolioDetailPage />, { route: '/home/craftman/portfolio/detail?id=404' });
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
  });
});

describe('portfolio/create', () => {
  const renderCreate = () => {
    const user = userEvent.setup();
    renderWithProviders(<PortfolioCreatePage />, { route: sellerPaths.portfolioCreate, path: sellerPaths.portfolioCreate });
    return user;
  };

  it('requires a project name and an end date not before the start', async () => {
    const user = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Project name')).toHaveAccessibleDescription('Required');
    await user.type(screen.getByLabelText('Project name'), 'Kitchen');
    await user.type(screen.getByLabelText('Start date'), '2026-05-10');
    await user.type(screen.getByLabelText('End date'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(receivedRequests('post', '/portfolio')).toHaveLength(0);
  });

  it('a project name over 150 characters says its limit in words', async () => {
    const user = renderCreate();
    await user.click(screen.getByLabelText('Project name'));
    await user.paste('K'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Project name')).toHaveAccessibleDescription('Project name can be at most 150 characters.'));
    expect(receivedRequests('post', '/portfolio')).toHaveLength(0);
  });

  it('refuses non-image files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<PortfolioCreatePage />);
    await user.upload(screen.getByLabelText('Images'), [imageFile(), textFile()]);
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a valid image file.');
    expect(screen.getByLabelText<HTMLInputElement>('Images').value).toBe('');
  });

  it('saves the project, uploads each image, then opens its detail page', async () => {
    const user = renderCreate();
    await user.type(screen.getByLabelText('Project name'), 'Kitchen');
    await user.type(screen.getByLabelText('Start date'), '2026-05-01');
    await user.type(screen.getByLabelText('End date'), '2026-05-10');
    await user.type(screen.getByLabelText('Description'), 'Full kitchen fit-out');
    await user.upload(screen.getByLabelText('Images'), [imageFile('a.png'), imageFile('b.png')]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(receivedRequests('post', '/portfolio').map((request) => request.body)).toEqual([
      { name: 'Kitchen', start_date: '2026-05-01', end_date: '2026-05-10', description: 'Full kitchen fit-out' },
    ]);
    const images = receivedRequests('post', '/portfolio/13/images');
    expect(images).toHaveLength(2);
    expect(images[0]!.body).toEqual({ image: expect.any(File) });
  });

  it('shows a save failure and stays', async () => {
    server.use(answerError('post', '/portfolio', 500));
    const user = renderCreate();
    await user.type(screen.getByLabelText('Project name'), 'Kitchen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The project could not be saved. Please try again.');
  });

  it('keeps the project when an image fails, and the next save updates it instead of adding a copy', async () => {
    server.use(answerError('post', '/portfolio/13/images', 415, 'failed', { once: true }));
    const user = renderCreate();
    await user.type(screen.getByLabelText('Project name'), 'Kitchen');
    await user.upload(screen.getByLabelText('Images'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The project was saved, but an image could not be uploaded.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(receivedRequests('put', '/portfolio/13').map((request) => request.body)).toEqual([expect.objectContaining({ name: 'Kitchen' })]));
    expect(receivedRequests('post', '/portfolio')).toHaveLength(1);
  });
});

describe('portfolio/edit?id=', () => {
  it('prefills the project and saves the changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PortfolioEditPage />, { route: '/home/craftman/portfolio/edit?id=12', path: sellerPaths.portfolioEdit });
    const name = await screen.findByLabelText('Project name');
    expect(name).toHaveValue('Villa roof');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2026-04-02');
    await user.clear(name);
    await user.type(name, 'Villa roof and gutters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('navigated-away')).toBeInTheDocument());
    expect(receivedRequests('put', '/portfolio/12').map((request) => request.body)).toEqual([
      expect.objectContaining({ name: 'Villa roof and gutters', start_date: '2026-03-01' }),
    ]);
  });

  it("never shows the form for another craftsman's project", async () => {
    server.use(answerJson('get', '/portfolio/12', project({ seller_id: 99 })));
    renderWithProviders(<PortfolioEditPage />, { route: '/home/craftman/portfolio/edit?id=12' });
    expect(await screen.findByText('This project belongs to another craftsman.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Project name')).not.toBeInTheDocument();
  });
});
