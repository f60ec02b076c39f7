import { useEffect, useRef, useState } from 'react';
import type { OneTimeCodeMode } from '@/ui/one-time-code-field/one-time-code-field';
import type { CodeAsk } from '../api/second-factor';

/**
 * The code field of a guarded wallet form: its value, mode and error follow the server's answers
 * (`codeAsk`); a refused code is cleared, and each answer that asks for a code puts the cursor
 * there while everything else typed stays.
 */
export function useCodeField(codeAsk: CodeAsk | undefined) {
  const [code, setCode] = useState('');
  const [codeMode, setCodeMode] = useState<OneTimeCodeMode>('app');
  const [codeError, setCodeError] = useState<string>();
  const codeRef = useRef<HTMLInputElement>(null);
  const [seenAsk, setSeenAsk] = useState(codeAsk);
  if (codeAsk !== seenAsk) {
    setSeenAsk(codeAsk);
    if (codeAsk?.answered) {
      setCodeError(codeAsk.error);
      if (codeAsk.error) setCode('');
    }
  }

  useEffect(() => {
    if (codeAsk?.answered) codeRef.current?.focus();
  }, [codeAsk]);

  return { code, setCode, codeMode, setCodeMode, codeError, setCodeError, codeRef };
}
