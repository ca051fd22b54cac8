import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { onboardingResumePath } from '../../../domain/onboarding-resume';
import { fetchSignupStatus } from '../../api/account';

/**
 * Create Account (000 §4.1): asks the server for the current signup status, because the
 * token's copy is as old as the last sign-in or refresh, and opens the onboarding step it
 * resumes at. A failed fetch starts at PAN verification, as the spec says.
 */
export function useResumeOnboarding(): { resume: () => Promise<void>; resuming: boolean } {
  const navigate = useNavigate();
  const [resuming, setResuming] = useState(false);
  const resume = useCallback(async () => {
    setResuming(true);
    let status: string | null = null;
    try {
      status = await fetchSignupStatus();
    } catch (error) {
      console.warn('Create Account: the signup status could not be fetched', error);
    } finally {
      setResuming(false);
    }
    // By href: the resume map is plain data shared with the onboarding machine (domain/).
    await navigate({ href: onboardingResumePath(status) });
  }, [navigate]);
  return { resume, resuming };
}
