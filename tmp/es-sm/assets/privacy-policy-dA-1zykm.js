var e=`---
title: Privacy Policy
updated: November 23, 2026
---

This Privacy Policy explains what personal information {{company}} (“{{brand}},” “we,” “us” or “our”) collects when you use our website and quote request forms (the “Service”), how we use it, and who we sell and share it with. In short: when you ask for home-improvement quotes, we collect your contact details and your answers about your project, record how you gave your consent, and **sell and share that information with partner companies** who may call, text or email you about your project. This policy also explains the choices and rights you have.

[[toc]]

## Who We Are {#who-we-are}

{{brand}} is operated by {{company}}, whose mailing address is {{address}}. We run a free online service that matches homeowners in the United States with contractors and other companies that offer home-improvement services such as solar, roofing, HVAC, windows, plumbing and more. We are not a contractor and do not perform any work ourselves; we pass quote requests to [partner companies](/PartnerCompanies) that may contact you. We do not offer user accounts or sign-in.

For purposes of privacy laws, we are the business (or “controller”) responsible for the personal information we collect through the Service. Once a partner company receives your information, that company is responsible for its own use of it under its own privacy policy.

## What This Policy Covers {#scope}

This policy applies to personal information we collect through the Service and through our communications with you (for example, when you email or call us). It does not apply to the websites, apps or practices of partner companies or other third parties, even if you reach them through a link on the Service. Your use of the Service is also governed by our [Terms of Use](/UserTerms). If you are a California resident, please also read our [California Privacy Notice](/CaliforniaPolicy).

## Information We Collect {#information-we-collect}

### Information you give us

When you fill in a quote request, we collect:

- **Contact details:** your first and last name, email address, phone number, and the street address, city, state and ZIP code of the project.
- **Project details:** the service you chose and your answers to the questionnaire, such as whether you own the home, the type of property, when you would like the work to start, the best time to call you, service-specific answers (for example, your average monthly electric bill and current energy provider for solar, the number of windows, the roofing material you want, or the ZIP codes and date of a move), and anything you write in the project description.
- **Your consent:** the fact that you checked the consent box, the exact consent wording shown to you and its version, and the date and time you submitted your request.
- **Communications:** anything you tell us when you email or call us, such as a privacy request or a request to stop being contacted.

Please do not include sensitive information (such as Social Security numbers, financial account numbers, health information or information about other people) in the project description.

### Information collected automatically

When you visit the Service, we and our service providers automatically collect:

- **Network and device information:** your IP address, and your browser’s user agent (which describes your browser, its version and your device’s operating system).
- **Usage information:** the pages you view, the service you select, the date and time of your visit and request, and the website or advertisement that referred you (the referring URL).
- **Campaign identifiers:** if you arrive through an advertising or affiliate link, the campaign codes in that link, such as \`aff_id\`, \`transaction_id\` and \`sub_aff_id\`. These tell us which marketing partner or campaign sent you, so that the partner can be credited.
- **Approximate location:** we use your IP address to confirm that you are in the United States, and your ZIP code to look up and check your city and state. We do not collect precise GPS location from your device.

### Consent-verification information (TrustedForm and Jornaya LeadiD)

To document that you personally agreed to be contacted, our quote forms may use two independent consent-verification services:

- **TrustedForm**, provided by ActiveProspect, Inc., which creates a consent certificate for your request; and
- **Jornaya LeadiD**, provided by Jornaya (a Verisk company), which creates a unique lead identifier (a “LeadiD token”) for your request.

When these scripts run, they record your session on the quote form: for example, the page content and consent wording displayed to you, the time you spent on the page, your clicks, mouse movements, scrolling and entries in form fields, your IP address, browser and device information, and the time you submitted the form. The provider stores that record and issues a certificate or token, which we save with your request and pass to partner companies. The record may be used later, by us, by partner companies and by the provider, to show when and how you gave consent, to confirm that a real person submitted the request, and to help detect fraud. These providers handle this information under their own privacy policies.

### Information from other sources

We may receive information about your request from partner companies (for example, whether they accepted or returned it, or whether you asked them not to contact you), from the marketing partners that referred you, and from data-validation providers that help us check that a ZIP code, phone number or email address is valid.

## How We Use Information {#how-we-use}

We use the information described above to:

- operate the Service, show you the right questions, and receive, check and process your quote request;
- match your request with partner companies and sell and share it with them, so they can contact you about your project;
- record, keep and prove your consent to be contacted, and honor requests to revoke consent or to opt out;
- confirm that you are in the United States and that your ZIP code, city and state are valid, and detect and prevent duplicate, fraudulent, automated or abusive requests;
- credit and pay the advertising and affiliate partners that refer visitors to us;
- respond to your questions, requests and complaints;
- keep the Service secure, fix errors, and understand and improve how the Service works and performs;
- comply with the law, including telemarketing, consumer protection and privacy laws, and respond to lawful requests from public authorities; and
- establish, exercise or defend legal claims, and enforce our [Terms of Use](/UserTerms).

## Cookies, Session Storage and Consent-Recording Tools {#tracking}

### What we use

- **Session storage.** If you arrive through a campaign link, we store the campaign codes (\`aff_id\`, \`transaction_id\`, \`sub_aff_id\`) in your browser’s session storage so they can be sent with your request. Session storage is kept only for your current browser tab and is deleted when you close it.
- **Consent-recording scripts.** The TrustedForm and Jornaya LeadiD scripts described above run on our quote forms and may set their own cookies or use similar technologies to record your session and create a certificate or token.
- **Cookies.** Cookies are small text files stored by your browser. Cookies on the Service are set by the consent-recording providers described above, and may be set by our hosting and security providers to keep the Service working and protect it from abuse.

### Your choices

Most browsers let you block or delete cookies and site data in their settings, and some let you block scripts. You can also close your browser tab to clear session storage. If you block the consent-recording scripts, the quote form may not be able to create a consent record, and we may be unable to accept your request. Blocking these technologies does not stop partner companies from contacting you about a request you already submitted; see the next sections for how to revoke consent.

### Do Not Track and Global Privacy Control

Some browsers send a “Do Not Track” (DNT) signal. Because there is no common industry standard for how to respond to DNT signals, the Service does not respond to them. This is separate from the Global Privacy Control (GPC) signal, which is recognized under some state privacy laws as a request to opt out of the sale or sharing of personal information. We honor it: a browser that sends it is treated as opted out, and our pages say “Opt-out preference signal honored” when we receive it. See our [California Privacy Notice](/CaliforniaPolicy) for details.

## How We Share and Sell Information {#sharing-and-selling}

**We sell and share personal information.** Providing your request to partner companies in exchange for payment is how we make the Service free to you. Under several state privacy laws, this is a “sale” of personal information. We disclose information to the following recipients:

- **Partner companies.** We sell and share your contact details, project details, consent-verification certificate and token, IP address, user agent and campaign information with [partner companies](/PartnerCompanies), including home-improvement contractors and service providers, and lead buyers and lead networks that may resell or pass your request on to contractors and service providers in their own networks. These companies may call you, including with an autodialer or prerecorded or artificial voice messages, and may text or email you about your project, as allowed by the consent you gave. Each partner company uses your information under its own privacy policy, and may keep it in its own records.
- **Service providers.** We share information with companies that work on our behalf, such as website hosting, data storage, security, email, customer support, data-validation and consent-verification providers. They may use the information only to provide services to us, as our contracts with them require.
- **Marketing partners.** We share campaign identifiers (and the fact that a request was submitted) with the advertising or affiliate partner that referred you, so it can be credited and paid.
- **Legal and compliance.** We may disclose information when we believe in good faith that it is required by law, subpoena, court order or other legal process; to respond to lawful requests from government authorities; to prove consent or respond to a complaint or claim; to enforce our Terms of Use; or to protect the rights, property or safety of {{brand}}, our users, partner companies or others, including to prevent fraud.
- **Business transfers.** If we are involved in a merger, acquisition, financing, reorganization, bankruptcy, or sale of all or part of our business or assets, personal information may be disclosed to the other parties and transferred as part of that transaction, subject to this policy or a policy at least as protective.
- **With your direction or consent.** We may share information for other purposes when you ask us to or agree to it.

We may also share information that has been de-identified or aggregated so that it cannot reasonably be linked to you.

## Calls, Texts and How to Revoke Consent {#calls-texts-consent}

When you submit a quote request, you give us and our partner companies your express written consent to contact you at the phone number you provided, including with calls and text messages made with an automatic telephone dialing system or an artificial or prerecorded voice, even if your number is on a Do Not Call list. This consent is not a condition of any purchase. Message and data rates may apply. The number of calls and messages you receive depends on your request and how many partner companies respond to it.

### How to revoke your consent

You may revoke your consent at any time, using any reasonable method, including:

- **Online:** enter your phone number and/or e-mail address on our [Stop Contact](/StopContact) page (linked from every page and from the consent wording); we stop at once;
- **By email:** write to [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Revoke%20consent) and include the phone number and email address you used, so we can find your request;
- **By text:** reply STOP (or words such as “quit,” “cancel” or “unsubscribe”) to any text message you receive; or
- **By phone:** tell the person who calls you that you do not want to be contacted again, or call us at the number listed in the Contact Us section below.

When you revoke consent with us, we will record your request, stop contacting you and stop sending your information to partner companies within the time required by law (10 business days; a revocation sent through the site takes effect at once: your phone number and e-mail address go on our suppression list and your requests not yet sent are held back), and we will pass your request on to the partner companies that received your information where the law requires it. However, partner companies that already received your information have their own copies and their own records. Revoking consent with us does not delete or control those copies, except as required by law. **To be sure the contact stops, please also tell each partner company that contacts you** (for example, by replying STOP to its texts or asking its caller to place you on its do-not-call list).

### Emails

You can unsubscribe from marketing emails by using the unsubscribe link in the email. Emails sent by partner companies have their own unsubscribe links, which you must use separately.

## How Long We Keep Information {#retention}

We keep personal information only as long as reasonably necessary for the purposes described in this policy. In deciding how long, we consider why we collected it, how sensitive it is, and how long we need it to provide the Service, settle accounts with partner companies, prevent fraud, comply with the law, and establish or defend legal claims.

- Quote requests and contact messages: the personal information in them (names, e-mail address, phone number, address, IP address, browser details, your own words) is removed automatically 3 years (1,095 days) after you sent them; the rest (service, state, dates) no longer identifies you.
- Consent records (the consent wording you agreed to, when, and the consent certificates and tokens) are kept for 5 years, as proof of consent under telemarketing laws, even when you ask us to delete your information, and then deleted automatically.
- Opt-outs and revoked consent are kept on a suppression list, holding only coded (keyed hash) versions of your e-mail address and phone number, for as long as needed to keep honoring them.
- Campaign identifiers in session storage are deleted when you close your browser tab.
- Technical logs are kept for a shorter period for security and troubleshooting, unless needed longer to investigate an incident.

## How We Protect Information {#security}

We use reasonable administrative, technical and physical safeguards designed to protect personal information, such as encrypting data in transit (HTTPS), limiting access to those who need it, and requiring our service providers to protect it. No website, transmission or storage system is completely secure, however, and we cannot guarantee the security of your information. If we learn of a security breach that affects your personal information, we will notify you as required by law. Please do not email us sensitive information such as financial account numbers.

## Children and Minors {#children}

The Service is intended only for adults who are 18 years of age or older, and it is not directed to children. We do not knowingly collect personal information from children under 13, and we do not knowingly sell or share personal information of anyone under 18. If you believe a child has given us personal information, please contact us at [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Information%20about%20a%20child), and we will delete it.

## United States Only {#us-only}

The Service is offered only to residents of the United States. We process and store information in the United States. If you access the Service from outside the United States, please do not submit a request; we may reject requests that come from outside the United States.

## Your State Privacy Rights {#state-rights}

Depending on where you live, state privacy laws may give you rights over your personal information. These rights generally include the right to:

- know or confirm whether we process your personal information, and access a copy of it;
- correct inaccurate personal information;
- delete personal information, subject to exceptions allowed by law;
- receive your personal information in a portable format;
- opt out of the sale of your personal information, of targeted advertising, and of certain profiling; and
- not be discriminated against for exercising these rights.

To make a request, use the request form in our [California Privacy Notice](/CaliforniaPolicy#exercise-rights) (open to residents of every state), or email [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Privacy%20request) and tell us which right you want to exercise and which state you live in. To opt out of the sale or sharing of your information, use our [Do Not Sell or Share My Personal Information](/DoNotSell) page. Because we do not have user accounts, we will verify your request by matching the information you give us (such as your name, email address and phone number) with the information we hold. You may use an authorized agent where the law allows. We will respond within the time required by your state’s law.

**Appeals.** If we deny your request, you may appeal by replying to our decision with “Appeal” in the subject line, or by emailing [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Privacy%20request%20appeal). We will respond to your appeal in writing within the time your state’s law requires. If we deny your appeal, you may contact your state’s Attorney General.

**California residents:** please see our [California Privacy Notice](/CaliforniaPolicy) for a description of your rights under the California Consumer Privacy Act, the categories of personal information we collect, sell and share, and how to exercise your rights.

**Nevada residents** may ask us not to sell covered information by emailing [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Do%20Not%20Sell%20or%20Share%20My%20Personal%20Information).

## Changes to This Policy {#changes}

We may update this Privacy Policy from time to time. When we do, we will post the updated policy on this page and change the “Last updated” date above. If we make material changes, we may also give more prominent notice. If we want to use personal information we have already collected in a way that is materially different from what this policy described when we collected it, we will ask for your consent where the law requires it.

## Contact Us {#contact}

If you have questions about this Privacy Policy, want to make a privacy request, or want to revoke your consent to be contacted, please contact us:

[[contact Privacy requests and consent]]
`;export{e as default};
//# sourceMappingURL=privacy-policy-dA-1zykm.js.map