/** The UI kit: themed, accessible building blocks for host and remotes. Props are a stable contract. */
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './Button';
export { Alert, type AlertProps, type AlertTone } from './Alert';
export { Card } from './Card';
export { Dialog, type DialogProps } from './Dialog';
export { TextField, type TextFieldProps } from './TextField';
export { Textarea, type TextareaProps } from './Textarea';
export { Select, type SelectProps, type SelectOption } from './Select';
export { PageContainer, Section, ButtonRow } from './Layout';
export { Loading, LoadError, EmptyState, type EmptyStateProps } from './Status';
export { Price } from './Price';
export { ResponsivePhoto, type ResponsivePhotoProps } from './ResponsivePhoto';
export { ServiceCard, ServiceGrid, type ServiceCardProps, type ServiceCardData } from './ServiceCard';
export { VerifiedBadge } from './VerifiedBadge';
export { sellerCompanyName } from './company-name';
export type { FieldProps } from './Field';
export { QueryView, isNotFound, type QueryState } from './QueryView';
