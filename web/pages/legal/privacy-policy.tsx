// Privacy Policy (/PrivacyPolicy). Brand, company and contact details come from the site configuration.
import { Link } from '../../lib/router.tsx';
import { useSite } from '#web/lib/site-context.tsx';
import {
  ContactDetails,
  LegalPage,
  MailLink,
  PostalAddress,
  Section,
  SubSection,
  TableOfContents,
  linkClass,
  listClass,
  numberSections,
} from './legal-layout.tsx';

const UPDATED = 'November 23, 2026';

const { toc, sections: S } = numberSections([
  ['who-we-are', 'Who We Are'],
  ['scope', 'What This Policy Covers'],
  ['information-we-collect', 'Information We Collect'],
  ['how-we-use', 'How We Use Information'],
  ['tracking', 'Cookies, Session Storage and Consent-Recording Tools'],
  ['sharing-and-selling', 'How We Share and Sell Information'],
  ['calls-texts-consent', 'Calls, Texts and How to Revoke Consent'],
  ['retention', 'How Long We Keep Information'],
  ['security', 'How We Protect Information'],
  ['children', 'Children and Minors'],
  ['us-only', 'United States Only'],
  ['state-rights', 'Your State Privacy Rights'],
  ['changes', 'Changes to This Policy'],
  ['contact', 'Contact Us'],
]);

export default function PrivacyPolicy() {
  const site = useSite();
  const company = site.legalName;
  const brand = site.brand;

  return (
    <LegalPage title="Privacy Policy" updated={UPDATED}>
      <p>
        This Privacy Policy explains what personal information {company} (&ldquo;{brand},&rdquo; &ldquo;we,&rdquo; &ldquo;us&rdquo; or
        &ldquo;our&rdquo;) collects when you use our website and quote request forms (the &ldquo;Service&rdquo;), how we use it, and who we
        sell and share it with. In short: when you ask for home-improvement quotes, we collect your contact details and your answers about
        your project, record how you gave your consent, and <strong>sell and share that information with partner companies</strong> who may
        call, text or email you about your project. This policy also explains the choices and rights you have.
      </p>

      <TableOfContents items={toc} />

      <Section {...S['who-we-are']}>
        <p>
          {brand} is operated by {company}, whose mailing address is <PostalAddress />. We run a free online service that matches homeowners
          in the United States with contractors and other companies that offer home-improvement services such as solar, roofing, HVAC,
          windows, plumbing and more. We are not a contractor and do not perform any work ourselves; we pass quote requests to{' '}
          <Link to="/PartnerCompanies" className={linkClass}>
            partner companies
          </Link>{' '}
          that may contact you. We do not offer user accounts or sign-in.
        </p>
        <p>
          For purposes of privacy laws, we are the business (or &ldquo;controller&rdquo;) responsible for the personal information we
          collect through the Service. Once a partner company receives your information, that company is responsible for its own use of it
          under its own privacy policy.
        </p>
      </Section>

      <Section {...S.scope}>
        <p>
          This policy applies to personal information we collect through the Service and through our communications with you (for example,
          when you email or call us). It does not apply to the websites, apps or practices of partner companies or other third parties, even
          if you reach them through a link on the Service. Your use of the Service is also governed by our{' '}
          <Link to="/UserTerms" className={linkClass}>
            Terms of Use
          </Link>
          . If you are a California resident, please also read our{' '}
          <Link to="/CaliforniaPolicy" className={linkClass}>
            California Privacy Notice
          </Link>
          .
        </p>
      </Section>

      <Section {...S['information-we-collect']}>
        <SubSection title="Information you give us">
          <p>When you fill in a quote request, we collect:</p>
          <ul className={listClass}>
            <li>
              <strong>Contact details:</strong> your first and last name, email address, phone number, and the street address, city, state
              and ZIP code of the project.
            </li>
            <li>
              <strong>Project details:</strong> the service you chose and your answers to the questionnaire, such as whether you own the
              home, the type of property, when you would like the work to start, the best time to call you, service-specific answers (for
              example, your average monthly electric bill and current energy provider for solar, the number of windows, the roofing material
              you want, or the ZIP codes and date of a move), and anything you write in the project description.
            </li>
            <li>
              <strong>Your consent:</strong> the fact that you checked the consent box, the exact consent wording shown to you and its
              version, and the date and time you submitted your request.
            </li>
            <li>
              <strong>Communications:</strong> anything you tell us when you email or call us, such as a privacy request or a request to
              stop being contacted.
            </li>
          </ul>
          <p>
            Please do not include sensitive information (such as Social Security numbers, financial account numbers, health information or
            information about other people) in the project description.
          </p>
        </SubSection>

        <SubSection title="Information collected automatically">
          <p>When you visit the Service, we and our service providers automatically collect:</p>
          <ul className={listClass}>
            <li>
              <strong>Network and device information:</strong> your IP address, and your browser&rsquo;s user agent (which describes your
              browser, its version and your device&rsquo;s operating system).
            </li>
            <li>
              <strong>Usage information:</strong> the pages you view, the service you select, the date and time of your visit and request,
              and the website or advertisement that referred you (the referring URL).
            </li>
            <li>
              <strong>Campaign identifiers:</strong> if you arrive through an advertising or affiliate link, the campaign codes in that
              link, such as <code>aff_id</code>, <code>transaction_id</code> and <code>sub_aff_id</code>. These tell us which marketing
              partner or campaign sent you, so that the partner can be credited.
            </li>
            <li>
              <strong>Approximate location:</strong> we use your IP address to confirm that you are in the United States, and your ZIP code
              to look up and check your city and state. We do not collect precise GPS location from your device.
            </li>
          </ul>
        </SubSection>

        <SubSection title="Consent-verification information (TrustedForm and Jornaya LeadiD)">
          <p>
            To document that you personally agreed to be contacted, our quote forms may use two independent consent-verification services:
          </p>
          <ul className={listClass}>
            <li>
              <strong>TrustedForm</strong>, provided by ActiveProspect, Inc., which creates a consent certificate for your request; and
            </li>
            <li>
              <strong>Jornaya LeadiD</strong>, provided by Jornaya (a Verisk company), which creates a unique lead identifier (a
              &ldquo;LeadiD token&rdquo;) for your request.
            </li>
          </ul>
          <p>
            When these scripts run, they record your session on the quote form: for example, the page content and consent wording displayed
            to you, the time you spent on the page, your clicks, mouse movements, scrolling and entries in form fields, your IP address,
            browser and device information, and the time you submitted the form. The provider stores that record and issues a certificate or
            token, which we save with your request and pass to partner companies. The record may be used later, by us, by partner companies
            and by the provider, to show when and how you gave consent, to confirm that a real person submitted the request, and to help
            detect fraud. These providers handle this information under their own privacy policies.
          </p>
        </SubSection>

        <SubSection title="Information from other sources">
          <p>
            We may receive information about your request from partner companies (for example, whether they accepted or returned it, or
            whether you asked them not to contact you), from the marketing partners that referred you, and from data-validation providers
            that help us check that a ZIP code, phone number or email address is valid.
          </p>
        </SubSection>
      </Section>

      <Section {...S['how-we-use']}>
        <p>We use the information described above to:</p>
        <ul className={listClass}>
          <li>operate the Service, show you the right questions, and receive, check and process your quote request;</li>
          <li>match your request with partner companies and sell and share it with them, so they can contact you about your project;</li>
          <li>record, keep and prove your consent to be contacted, and honor requests to revoke consent or to opt out;</li>
          <li>
            confirm that you are in the United States and that your ZIP code, city and state are valid, and detect and prevent duplicate,
            fraudulent, automated or abusive requests;
          </li>
          <li>credit and pay the advertising and affiliate partners that refer visitors to us;</li>
          <li>respond to your questions, requests and complaints;</li>
          <li>keep the Service secure, fix errors, and understand and improve how the Service works and performs;</li>
          <li>
            comply with the law, including telemarketing, consumer protection and privacy laws, and respond to lawful requests from public
            authorities; and
          </li>
          <li>
            establish, exercise or defend legal claims, and enforce our{' '}
            <Link to="/UserTerms" className={linkClass}>
              Terms of Use
            </Link>
            .
          </li>
        </ul>
      </Section>

      <Section {...S.tracking}>
        <SubSection title="What we use">
          <ul className={listClass}>
            <li>
              <strong>Session storage.</strong> If you arrive through a campaign link, we store the campaign codes (<code>aff_id</code>,{' '}
              <code>transaction_id</code>, <code>sub_aff_id</code>) in your browser&rsquo;s session storage so they can be sent with your
              request. Session storage is kept only for your current browser tab and is deleted when you close it.
            </li>
            <li>
              <strong>Consent-recording scripts.</strong> The TrustedForm and Jornaya LeadiD scripts described above run on our quote forms
              and may set their own cookies or use similar technologies to record your session and create a certificate or token.
            </li>
            <li>
              <strong>Cookies.</strong> Cookies are small text files stored by your browser. Cookies on the Service are set by the
              consent-recording providers described above, and may be set by our hosting and security providers to keep the Service working
              and protect it from abuse.
            </li>
          </ul>
        </SubSection>
        <SubSection title="Your choices">
          <p>
            Most browsers let you block or delete cookies and site data in their settings, and some let you block scripts. You can also
            close your browser tab to clear session storage. If you block the consent-recording scripts, the quote form may not be able to
            create a consent record, and we may be unable to accept your request. Blocking these technologies does not stop partner
            companies from contacting you about a request you already submitted; see the next sections for how to revoke consent.
          </p>
        </SubSection>
        <SubSection title="Do Not Track and Global Privacy Control">
          <p>
            Some browsers send a &ldquo;Do Not Track&rdquo; (DNT) signal. Because there is no common industry standard for how to respond to
            DNT signals, the Service does not respond to them. This is separate from the Global Privacy Control (GPC) signal, which is
            recognized under some state privacy laws as a request to opt out of the sale or sharing of personal information. We honor it: a
            browser that sends it is treated as opted out, and our pages say &ldquo;Opt-out preference signal honored&rdquo; when we receive
            it. See our{' '}
            <Link to="/CaliforniaPolicy" className={linkClass}>
              California Privacy Notice
            </Link>{' '}
            for details.
          </p>
        </SubSection>
      </Section>

      <Section {...S['sharing-and-selling']}>
        <p>
          <strong>We sell and share personal information.</strong> Providing your request to partner companies in exchange for payment is
          how we make the Service free to you. Under several state privacy laws, this is a &ldquo;sale&rdquo; of personal information. We
          disclose information to the following recipients:
        </p>
        <ul className={listClass}>
          <li>
            <strong>Partner companies.</strong> We sell and share your contact details, project details, consent-verification certificate
            and token, IP address, user agent and campaign information with{' '}
            <Link to="/PartnerCompanies" className={linkClass}>
              partner companies
            </Link>
            , including home-improvement contractors and service providers, and lead buyers and lead networks that may resell or pass your
            request on to contractors and service providers in their own networks. These companies may call you, including with an
            autodialer or prerecorded or artificial voice messages, and may text or email you about your project, as allowed by the consent
            you gave. Each partner company uses your information under its own privacy policy, and may keep it in its own records.
          </li>
          <li>
            <strong>Service providers.</strong> We share information with companies that work on our behalf, such as website hosting, data
            storage, security, email, customer support, data-validation and consent-verification providers. They may use the information
            only to provide services to us, as our contracts with them require.
          </li>
          <li>
            <strong>Marketing partners.</strong> We share campaign identifiers (and the fact that a request was submitted) with the
            advertising or affiliate partner that referred you, so it can be credited and paid.
          </li>
          <li>
            <strong>Legal and compliance.</strong> We may disclose information when we believe in good faith that it is required by law,
            subpoena, court order or other legal process; to respond to lawful requests from government authorities; to prove consent or
            respond to a complaint or claim; to enforce our Terms of Use; or to protect the rights, property or safety of {brand}, our
            users, partner companies or others, including to prevent fraud.
          </li>
          <li>
            <strong>Business transfers.</strong> If we are involved in a merger, acquisition, financing, reorganization, bankruptcy, or sale
            of all or part of our business or assets, personal information may be disclosed to the other parties and transferred as part of
            that transaction, subject to this policy or a policy at least as protective.
          </li>
          <li>
            <strong>With your direction or consent.</strong> We may share information for other purposes when you ask us to or agree to it.
          </li>
        </ul>
        <p>We may also share information that has been de-identified or aggregated so that it cannot reasonably be linked to you.</p>
      </Section>

      <Section {...S['calls-texts-consent']}>
        <p>
          When you submit a quote request, you give us and our partner companies your express written consent to contact you at the phone
          number you provided, including with calls and text messages made with an automatic telephone dialing system or an artificial or
          prerecorded voice, even if your number is on a Do Not Call list. This consent is not a condition of any purchase. Message and data
          rates may apply. The number of calls and messages you receive depends on your request and how many partner companies respond to
          it.
        </p>
        <SubSection title="How to revoke your consent">
          <p>You may revoke your consent at any time, using any reasonable method, including:</p>
          <ul className={listClass}>
            <li>
              <strong>Online:</strong> enter your phone number and/or e-mail address on our{' '}
              <Link to="/StopContact" className={linkClass}>
                Stop Contact
              </Link>{' '}
              page (linked from every page and from the consent wording); we stop at once;
            </li>
            <li>
              <strong>By email:</strong> write to <MailLink address={site.complianceEmail} subject="Revoke consent" /> and include the phone
              number and email address you used, so we can find your request;
            </li>
            <li>
              <strong>By text:</strong> reply STOP (or words such as &ldquo;quit,&rdquo; &ldquo;cancel&rdquo; or &ldquo;unsubscribe&rdquo;)
              to any text message you receive; or
            </li>
            <li>
              <strong>By phone:</strong> tell the person who calls you that you do not want to be contacted again, or call us at the number
              listed in the Contact Us section below.
            </li>
          </ul>
          <p>
            When you revoke consent with us, we will record your request, stop contacting you and stop sending your information to partner
            companies within the time required by law (10 business days; a revocation sent through the site takes effect at once: your phone
            number and e-mail address go on our suppression list and your requests not yet sent are held back), and we will pass your
            request on to the partner companies that received your information where the law requires it. However, partner companies that
            already received your information have their own copies and their own records. Revoking consent with us does not delete or
            control those copies, except as required by law.{' '}
            <strong>To be sure the contact stops, please also tell each partner company that contacts you</strong> (for example, by replying
            STOP to its texts or asking its caller to place you on its do-not-call list).
          </p>
        </SubSection>
        <SubSection title="Emails">
          <p>
            You can unsubscribe from marketing emails by using the unsubscribe link in the email. Emails sent by partner companies have
            their own unsubscribe links, which you must use separately.
          </p>
        </SubSection>
      </Section>

      <Section {...S.retention}>
        <p>
          We keep personal information only as long as reasonably necessary for the purposes described in this policy. In deciding how long,
          we consider why we collected it, how sensitive it is, and how long we need it to provide the Service, settle accounts with partner
          companies, prevent fraud, comply with the law, and establish or defend legal claims.
        </p>
        <ul className={listClass}>
          <li>
            Quote requests and contact messages: the personal information in them (names, e-mail address, phone number, address, IP address,
            browser details, your own words) is removed automatically 3 years (1,095 days) after you sent them; the rest (service, state,
            dates) no longer identifies you.
          </li>
          <li>
            Consent records (the consent wording you agreed to, when, and the consent certificates and tokens) are kept for 5 years, as
            proof of consent under telemarketing laws, even when you ask us to delete your information, and then deleted automatically.
          </li>
          <li>
            Opt-outs and revoked consent are kept on a suppression list, holding only coded (keyed hash) versions of your e-mail address and
            phone number, for as long as needed to keep honoring them.
          </li>
          <li>Campaign identifiers in session storage are deleted when you close your browser tab.</li>
          <li>
            Technical logs are kept for a shorter period for security and troubleshooting, unless needed longer to investigate an incident.
          </li>
        </ul>
      </Section>

      <Section {...S.security}>
        <p>
          We use reasonable administrative, technical and physical safeguards designed to protect personal information, such as encrypting
          data in transit (HTTPS), limiting access to those who need it, and requiring our service providers to protect it. No website,
          transmission or storage system is completely secure, however, and we cannot guarantee the security of your information. If we
          learn of a security breach that affects your personal information, we will notify you as required by law. Please do not email us
          sensitive information such as financial account numbers.
        </p>
      </Section>

      <Section {...S.children}>
        <p>
          The Service is intended only for adults who are 18 years of age or older, and it is not directed to children. We do not knowingly
          collect personal information from children under 13, and we do not knowingly sell or share personal information of anyone under
          18. If you believe a child has given us personal information, please contact us at{' '}
          <MailLink address={site.complianceEmail} subject="Information about a child" />, and we will delete it.
        </p>
      </Section>

      <Section {...S['us-only']}>
        <p>
          The Service is offered only to residents of the United States. We process and store information in the United States. If you
          access the Service from outside the United States, please do not submit a request; we may reject requests that come from outside
          the United States.
        </p>
      </Section>

      <Section {...S['state-rights']}>
        <p>
          Depending on where you live, state privacy laws may give you rights over your personal information. These rights generally include
          the right to:
        </p>
        <ul className={listClass}>
          <li>know or confirm whether we process your personal information, and access a copy of it;</li>
          <li>correct inaccurate personal information;</li>
          <li>delete personal information, subject to exceptions allowed by law;</li>
          <li>receive your personal information in a portable format;</li>
          <li>opt out of the sale of your personal information, of targeted advertising, and of certain profiling; and</li>
          <li>not be discriminated against for exercising these rights.</li>
        </ul>
        <p>
          To make a request, use the request form in our{' '}
          <Link to="/CaliforniaPolicy#exercise-rights" className={linkClass}>
            California Privacy Notice
          </Link>{' '}
          (open to residents of every state), or email <MailLink address={site.complianceEmail} subject="Privacy request" /> and tell us
          which right you want to exercise and which state you live in. To opt out of the sale or sharing of your information, use our{' '}
          <Link to="/DoNotSell" className={linkClass}>
            Do Not Sell or Share My Personal Information
          </Link>{' '}
          page. Because we do not have user accounts, we will verify your request by matching the information you give us (such as your
          name, email address and phone number) with the information we hold. You may use an authorized agent where the law allows. We will
          respond within the time required by your state&rsquo;s law.
        </p>
        <p>
          <strong>Appeals.</strong> If we deny your request, you may appeal by replying to our decision with &ldquo;Appeal&rdquo; in the
          subject line, or by emailing <MailLink address={site.complianceEmail} subject="Privacy request appeal" />. We will respond to your
          appeal in writing within the time your state&rsquo;s law requires. If we deny your appeal, you may contact your state&rsquo;s
          Attorney General.
        </p>
        <p>
          <strong>California residents:</strong> please see our{' '}
          <Link to="/CaliforniaPolicy" className={linkClass}>
            California Privacy Notice
          </Link>{' '}
          for a description of your rights under the California Consumer Privacy Act, the categories of personal information we collect,
          sell and share, and how to exercise your rights.
        </p>
        <p>
          <strong>Nevada residents</strong> may ask us not to sell covered information by emailing{' '}
          <MailLink address={site.complianceEmail} subject="Do Not Sell or Share My Personal Information" />.
        </p>
      </Section>

      <Section {...S.changes}>
        <p>
          We may update this Privacy Policy from time to time. When we do, we will post the updated policy on this page and change the
          &ldquo;Last updated&rdquo; date above. If we make material changes, we may also give more prominent notice. If we want to use
          personal information we have already collected in a way that is materially different from what this policy described when we
          collected it, we will ask for your consent where the law requires it.
        </p>
      </Section>

      <Section {...S.contact}>
        <p>
          If you have questions about this Privacy Policy, want to make a privacy request, or want to revoke your consent to be contacted,
          please contact us:
        </p>
        <ContactDetails emailLabel="Privacy requests and consent" email={site.complianceEmail} />
      </Section>
    </LegalPage>
  );
}
