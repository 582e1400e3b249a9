import { useNavigate, useLocation } from 'react-router-dom';
import { Dialog, hostTexts, links } from '@craft/shared';
import { LoginForm } from './LoginForm';

const texts = hostTexts.sessionEnded;

/**
 * Shown over a guarded page whose session ended in another tab (#15): log in again here and carry
 * on with the form as it was. Escape leaves for the login page instead.
 */
export function SessionEndedDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Dialog open title={texts.title} onClose={() => navigate(links.login(`${location.pathname}${location.search}`), { replace: true })}>
      <p>{texts.body}</p>
      <LoginForm texts={hostTexts.login} stay />
    </Dialog>
  );
}
