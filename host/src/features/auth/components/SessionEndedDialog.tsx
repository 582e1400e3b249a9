import { useNavigate, useLocation } from 'react-router-dom';
import { Dialog, links } from '@craft/shared';
import { useHostTexts } from '../../../texts';
import { LoginForm } from './LoginForm';

/**
 * Shown over a guarded page whose session ended in another tab: log in again here and carry
 * on with the form as it was. Escape leaves for the login page instead.
 */
export function SessionEndedDialog() {
  const t = useHostTexts('sessionEnded');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Dialog open title={t('title')} onClose={() => navigate(links.login(`${location.pathname}${location.search}`), { replace: true })}>
      <p>{t('body')}</p>
      <LoginForm stay />
    </Dialog>
  );
}
