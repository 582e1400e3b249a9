import Linkify from 'linkify-react';
import styled from 'styled-components';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  & a {
    color: inherit;
    text-decoration: underline;
  }
`;

/** Only web and mail links become clickable; whatever else a message says stays text. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * A message as text: React escapes it (no HTML ever), and linkify turns web addresses into links
 * that open in a new tab without handing over this page (noopener) or our ranking (nofollow).
 */
export function MessageText({ text }: { text: string }) {
  return (
    <Linkify
      as={Text}
      options={{
        defaultProtocol: 'https',
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
        validate: (value: string, type: string) => type === 'email' || SAFE_LINK.test(value) || !/^[a-z][a-z0-9+.-]*:/i.test(value),
      }}
    >
      {text}
    </Linkify>
  );
}
