import type { Language } from '@/config/shop';
import type { SpinAnswer } from '@/domain/wheel/spin-schema';
import { isPrizeType, type PrizeType } from '@/domain/wheel/wheel';

export type WheelFace = { id: number; title: string; prizes: { label: string; type: PrizeType }[] };

/** The wheel's title and segments from POST /api/wheel/status; null when it is gone or unreachable. */
export async function loadWheelFace(locale: Language, wheelId: number): Promise<WheelFace | null> {
  try {
    const response = await fetch('/api/wheel/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
    });
    if (!response.ok) return null;
    const wheels = (await response.json()) as {
      id: number;
      title: string;
      prizes: { label: string; discount_type: string }[];
    }[];
    const wheel = wheels.find((w) => w.id === wheelId);
    if (!wheel || wheel.prizes.length === 0) return null;
    return {
      id: wheel.id,
      title: wheel.title,
      prizes: wheel.prizes.map((p) => ({
        label: p.label,
        type: isPrizeType(p.discount_type) ? p.discount_type : 'none',
      })),
    };
  } catch (error) {
    console.error('loading the prize wheel failed', error);
    return null;
  }
}

export type SpinOutcome = { ok: true; answer: SpinAnswer } | { ok: false; code?: string; message?: string };

/** POST /api/wheel/spin; a refusal carries the route's message in the page's language. */
export async function requestSpin(body: {
  locale: Language;
  wheelId: number;
  email: string;
  consent: boolean;
  captcha: string | null;
}): Promise<SpinOutcome> {
  try {
    const response = await fetch('/api/wheel/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, captcha: body.captcha ?? undefined }),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, answer: answer as SpinAnswer };
    const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    return {
      ok: false,
      code: typeof error?.code === 'string' ? error.code : undefined,
      message: typeof error?.message === 'string' ? error.message : undefined,
    };
  } catch (error) {
    console.error('spinning the prize wheel failed', error);
    return { ok: false };
  }
}
