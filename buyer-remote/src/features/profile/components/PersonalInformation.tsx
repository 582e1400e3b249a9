import { Card, type User } from '@craft/shared';
import { Facts } from '../../../components/Facts';
import { QueryView } from '@craft/shared';
import { usePersonalInformation } from '../hooks/use-personal-information';
import { buyerTexts } from '@craft/shared/texts/buyer';

const texts = buyerTexts.profile;

function Details({ user }: { user: User }) {
  const address = [user.street, user.post_number].filter(Boolean).join(', ');
  return (
    <Facts>
      <dt>{texts.name}</dt>
      <dd>
        {user.firstname} {user.lastname}
      </dd>
      <dt>{texts.email}</dt>
      <dd>{user.email}</dd>
      <dt>{texts.address}</dt>
      <dd>{address}</dd>
      {user.city && (
        <>
          <dt>{texts.city}</dt>
          <dd>{user.city}</dd>
        </>
      )}
      {user.phone && (
        <>
          <dt>{texts.phone}</dt>
          <dd>{user.phone}</dd>
        </>
      )}
    </Facts>
  );
}

/** Personal Information of the logged-in user; 'Loading...' until it loads. */
export function PersonalInformation() {
  const me = usePersonalInformation();
  return (
    <Card as="section" aria-labelledby="personal-information">
      <h1 id="personal-information" style={{ marginTop: 0 }}>
        {texts.title}
      </h1>
      <QueryView query={me} notFound={buyerTexts.loginToContinue}>
        {(user) => <Details user={user} />}
      </QueryView>
    </Card>
  );
}
