import {useSiteSettings} from '../../hooks/useSiteSettings';

export interface SupportEmailProps {
  readonly className?: string;
}

/** The configured support address as a mailto link. */
export default function SupportEmail({className}: SupportEmailProps) {
  const {supportEmail} = useSiteSettings();
  return (
    <a className={className} href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  );
}
