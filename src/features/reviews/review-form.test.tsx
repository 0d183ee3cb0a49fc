/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import { TextDecoder } from 'node:util';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { WriteReviewButton } from './write-review-button';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));
jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken, error }: { onToken: (token: string | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onToken('captcha-token')}>
        pass the captcha
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}));

const fixture = (name: string, type: string) =>
  new File([fs.readFileSync(path.join(__dirname, '../../domain/reviews/fixtures', name))], name, { type });

/** A stand-in XMLHttpRequest: reports upload progress, then answers what the test says. */
class FakeXhr {
  static answer: { status: number; body: unknown } = { status: 201, body: { id: 7, status: 'hold' } };
  static sent: FormData[] = [];
  status = 0;
  response: unknown = null;
  responseType = '';
  upload = new EventTarget();
  private events = new EventTarget();
  open() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    FakeXhr.sent.push(body);
    const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 });
    this.upload.dispatchEvent(progress);
    setTimeout(() => {
      this.status = FakeXhr.answer.status;
      this.response = FakeXhr.answer.body;
      this.events.dispatchEvent(new Event('load'));
    }, 10);
  }
}

beforeAll(() => {
  // Browsers have it; jsdom does not.
  Object.assign(global, { TextDecoder });
  global.URL.createObjectURL = jest.fn(() => 'blob:preview');
  global.URL.revokeObjectURL = jest.fn();
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
beforeEach(() => {
  FakeXhr.sent = [];
});

function open(preset = { id: 12, name: 'Velvet Amber 07' }) {
  render(
    <TestI18nProvider lng="en">
      <WriteReviewButton lng="en" preset={preset} />
    </TestI18nProvider>,
  );
  const user = userEvent.setup({ applyAccept: false });
  return { user, click: () => user.click(screen.getByRole('button', { name: 'Write a review' })) };
}

describe('the review popup', () => {
  it('the stars are radio buttons the keyboard moves through', async () => {
    const { user, click } = open();
    await click();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('a text file named .png is refused as it is chosen; four photos are too many; a photo can be removed', async () => {
    const { user, click } = open();
    await click();
    const input = screen.getByLabelText('Photos');
    await user.upload(input, fixture('notes.png', 'image/png'));
    expect(await screen.findByText('Only png, jpg, jpeg and svg images can be added')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    const four = ['bottle.png', 'box.jpg', 'drawing.svg', 'bottle.png'].map((n) => fixture(n, 'image/png'));
    await user.upload(input, four);
    expect(await screen.findByText('You can add up to 3 photos')).toBeInTheDocument();

    await user.upload(input, [fixture('bottle.png', 'image/png'), fixture('box.jpg', 'image/jpeg')]);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove box.jpg' }));
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
  });

  it('sends the fields, the photo and the captcha token, shows progress, then says it waits for moderation', async () => {
    const { user, click } = open();
    await click();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/^Your name/), 'Olena');
    await user.type(screen.getByLabelText(/^E-mail/), 'olena@example.com');
    await user.type(screen.getByLabelText(/^Your review/), 'Lovely');
    await user.upload(screen.getByLabelText('Photos'), fixture('bottle.png', 'image/png'));
    await screen.findByRole('button', { name: 'Remove bottle.png' });
    await user.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(await screen.findByText('Confirm that you are not a robot')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading: 50%' })).toHaveAttribute('value', '50');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your review will appear after moderation.',
    );
    const form = FakeXhr.sent[0];
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      rating: '5',
      product_id: '12',
      name: 'Olena',
      email: 'olena@example.com',
      text: 'Lovely',
      captcha: 'captcha-token',
      locale: 'en',
    });
    expect((form.get('photos') as File).name).toBe('bottle.png');
  });

  it('the server’s per-field messages land on their fields', async () => {
    FakeXhr.answer = {
      status: 400,
      body: {
        error: {
          code: 'invalid_review',
          message: 'Check the marked fields',
          fields: {
            email: 'The address is incorrect',
            photos: 'This SVG contains scripts or links and cannot be added',
          },
        },
      },
    };
    const { user, click } = open();
    await click();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/^Your name/), 'O');
    await user.type(screen.getByLabelText(/^E-mail/), 'o@example.com');
    await user.type(screen.getByLabelText(/^Your review/), 'x');
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(await screen.findByText('Check the marked fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/The address is incorrect/);
    expect(screen.getByText('This SVG contains scripts or links and cannot be added')).toBeInTheDocument();
  });
});
