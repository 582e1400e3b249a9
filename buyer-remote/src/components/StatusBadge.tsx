import styled from 'styled-components';

const tones: Record<string, { bg: string; fg: string }> = {
  pending: { bg: '#FFF4DB', fg: '#7A5200' },
  open: { bg: '#FFF4DB', fg: '#7A5200' },
  accepted: { bg: '#E7F5EA', fg: '#1E7B34' },
  rejected: { bg: '#FDECEA', fg: '#B3261E' },
  declined: { bg: '#EEEAF3', fg: '#5E5470' },
  cancelled: { bg: '#EEEAF3', fg: '#5E5470' },
  closed: { bg: '#EEEAF3', fg: '#5E5470' },
};

const Badge = styled.span<{ $bg: string; $fg: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
`;

/** A status word with a colour that matches it; the word itself carries the meaning. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const tone = tones[status] ?? { bg: '#EEEAF3', fg: '#1C1A20' };
  return (
    <Badge $bg={tone.bg} $fg={tone.fg}>
      {label}
    </Badge>
  );
}
