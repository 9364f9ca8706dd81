import ClosingCta from '@site/src/components/ClosingCta';
import MarketingPage from '@site/src/components/MarketingPage';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
import SupportContact from './_components/SupportContact';
import SupportFaq from './_components/SupportFaq';
import SupportOptions from './_components/SupportOptions';
import {ToastProvider} from '@site/src/components/Toast';
import {
  SUPPORT_CHAT_HOURS,
  SUPPORT_CHAT_HOURS_INDIA,
  SUPPORT_EMAIL_REPLY,
  SUPPORT_EMAIL_REPLY_HOURS,
  SUPPORT_FAQ_ID,
} from '@site/src/constants';

export default function SupportPage() {
  return (
    <MarketingPage
      title="Support"
      description={`Help with early access, plans and your data: live chat ${SUPPORT_CHAT_HOURS}, email answered within ${SUPPORT_EMAIL_REPLY_HOURS} hours, guides and answers to common questions.`}
      keywords={[
        'running app support',
        'help center',
        'FAQ',
        'contact',
        'student discount',
        'delete account',
      ]}
    >
      <ToastProvider>
        <PageHero
          eyebrow="Support"
          title="How can we help?"
          lead={`Live chat runs ${SUPPORT_CHAT_HOURS}, which is ${SUPPORT_CHAT_HOURS_INDIA}. Email us any time: ${SUPPORT_EMAIL_REPLY.charAt(0).toLowerCase()}${SUPPORT_EMAIL_REPLY.slice(1)}`}
        />
        <Section labelledBy={sectionTitleTextId('support-options-title')}>
          <SectionTitle
            id="support-options-title"
            eyebrow="Ways to reach us"
            title="Pick the channel that suits you"
            lead="Chat and the in-app guides open with early access, and each button below takes you to the sign-up. Email is open to everyone now: the address is at the foot of this page."
          />
          <SupportOptions />
        </Section>
        <Section id={SUPPORT_FAQ_ID} labelledBy={sectionTitleTextId('support-faq-title')} tone="muted" narrow>
          <SectionTitle
            id="support-faq-title"
            eyebrow="FAQ"
            title="Answers to common questions"
            lead="The questions runners ask us most before launch."
          />
          <SupportFaq />
        </Section>
        <Section labelledBy="support-contact-title" narrow>
          <SupportContact headingId="support-contact-title" />
        </Section>
        <ClosingCta
          title="Not on the list yet?"
          lead="Join early access to be first in line for the app, live chat and the launch discount."
        />
      </ToastProvider>
    </MarketingPage>
  );
}
