import { atom } from 'jotai';
import type { Toast } from './toast-rules';

export const toastsAtom = atom<Toast[]>([]);
