var e=`---
title: California Privacy Notice
updated: November 23, 2026
---

This California Privacy Notice supplements our [Privacy Policy](/PrivacyPolicy) and applies only to residents of California (“consumers” or “you”). It describes how {{company}} (“{{brand}},” “we,” “us” or “our”) collects, uses, sells, shares and discloses personal information, and the rights you have under the California Consumer Privacy Act of 2018, as amended by the California Privacy Rights Act of 2020, and its regulations (together, the “CCPA”). Words defined in the CCPA have the same meaning in this notice.

**Notice of sale:** we sell and share personal information with partner companies. You can opt out at any time on our [Do Not Sell or Share My Personal Information](/DoNotSell) page, which every page of the site links to, or by emailing [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Do%20Not%20Sell%20or%20Share%20My%20Personal%20Information) (see [Right to Opt Out of Sale and Sharing](#right-to-opt-out)).

[[toc]]

## Introduction and Effective Date {#introduction}

This notice is effective as of {{updated}}. It covers personal information we collect online through our website and quote request forms (the “Service”) and offline, for example when you email or call us. The Service is free to consumers and is offered only to United States residents who are 18 or older. We do not offer accounts or sign-in.

Personal information does not include information that is publicly available from government records, information that is de-identified or aggregated, or information excluded from the CCPA’s scope.

If you have a disability and need this notice in another format, please contact us at [{{complianceEmail}}](mailto:{{complianceEmail}}) or [{{phone}}](tel:{{phoneE164}}).

## Personal Information We Collect {#categories-collected}

The table below lists the categories of personal information, as defined by the CCPA, that we have collected about consumers in the preceding 12 months, with examples. For each category, the same information is the personal information we collect now, through the Service and our communications with you.

Table: Categories of personal information collected in the preceding 12 months

| Category | Examples | Collected |
| --- | --- | --- |
| A. Identifiers | Real name, postal address (street, city, state and ZIP code), email address, telephone number, IP address, and online identifiers such as the TrustedForm certificate, the Jornaya LeadiD token, our request reference number and campaign identifiers (aff_id, transaction_id, sub_aff_id). | YES |
| B. Personal information categories listed in the California Customer Records statute (Cal. Civ. Code § 1798.80(e)) | Name, address and telephone number, and any other information of this kind that you choose to include in your project description. Some information in this category may overlap with other categories. | YES |
| C. Protected classification characteristics under California or federal law | Your confirmation that you are at least 18 years old, and any characteristic you choose to mention in your project description (for example, age or disability when asking for accessibility features such as a walk-in shower or grab bars). We do not ask for this information. | YES |
| D. Commercial information | The home-improvement service you requested and your project details: homeownership, property type, desired start date, best time to call, service-specific answers (such as average monthly electric bill and current energy provider, roofing or window preferences, or moving dates and ZIP codes) and your project description. | YES |
| E. Biometric information | Keystroke, click and mouse-movement patterns captured by consent-recording tools while you fill in our quote form. We do not use this information to identify you, and we do not collect fingerprints, face scans or voiceprints. | YES |
| F. Internet or other similar network activity | IP address, browser user agent (browser, device and operating system), pages viewed, referring URL, dates and times of visits, campaign identifiers, and the record of your interactions with our quote form created by the TrustedForm and Jornaya LeadiD consent-recording tools. | YES |
| G. Geolocation data | Approximate location derived from your IP address (used to confirm you are in the United States), and the ZIP code, city and state of your project. We do not collect precise geolocation from your device. | YES |
| H. Sensory data | The visual record or replay of your session on our quote form created by consent-recording tools, and recordings of phone calls with us if a call is recorded (we will tell you at the start of a recorded call). | YES |
| I. Professional or employment-related information | Information about your business or job that you choose to provide, for example when you request service for a commercial property or describe your business in your project description. We do not ask for it. | YES |
| J. Non-public education information (as defined in the Family Educational Rights and Privacy Act, 20 U.S.C. § 1232g; 34 C.F.R. Part 99) | Any education information you choose to include in your project description or communications with us. We do not ask for it, and we do not collect education records from schools. | YES |
| K. Inferences drawn from other personal information | Inferences about your likely interest in particular home-improvement products or services, the likely size, type or timing of your project, your likelihood to buy, and whether a request appears genuine, duplicate or fraudulent. | YES |

Several categories, such as C, I and J, are collected only if you choose to include that kind of information in your project description or in a message to us. Please do not include information you do not want shared with partner companies.

## Sensitive Personal Information {#sensitive-information}

We do not ask for sensitive personal information such as Social Security, driver’s license or passport numbers, financial account or card numbers, account log-in credentials, precise geolocation, racial or ethnic origin, religious beliefs, union membership, health or sex-life information, or the contents of your mail, email or text messages. The interaction data described in category E is collected to document consent and prevent fraud, not to identify you. We use and disclose any sensitive personal information we may receive only for the purposes allowed by Cal. Civ. Code § 1798.121 and section 7027(m) of the CCPA regulations, and we do not use it to infer characteristics about you.

## Sources of Personal Information {#sources}

We collect personal information from the following categories of sources:

- **Directly from you**, when you fill in a quote request or contact us (categories A, B, C, D, I and J).
- **Automatically from your browser or device**, when you visit the Service (categories A, F and G).
- **Consent-verification providers** (TrustedForm by ActiveProspect, and Jornaya LeadiD), whose tools record your session on our quote form (categories A, E, F and H).
- **Advertising and affiliate partners** that referred you to the Service, through the campaign identifiers in the link you followed (categories A and F).
- **Partner companies** that received your request, for example when they tell us they accepted or returned it or that you asked not to be contacted (categories A and D).
- **Data-validation and ZIP-code lookup providers** that help us check your contact details and location (categories A and G).
- **Our own analysis** of the information above (category K).

## Business and Commercial Purposes {#purposes}

We collect, use, sell and share personal information for the following business and commercial purposes:

- providing the Service you request: receiving and processing your quote request and matching it with partner companies;
- selling and sharing your request with partner companies (contractors, service providers, lead buyers and lead networks) so they can contact you, by phone, text or email, about your project;
- recording and proving your consent to be contacted, and honoring revocations and opt-outs;
- helping to ensure security and integrity, including detecting security incidents and protecting against malicious, deceptive, fraudulent, automated or illegal activity, and prosecuting those responsible;
- debugging to identify and repair errors that impair the Service’s intended functionality;
- short-term, transient use, such as showing the right questions during your visit;
- auditing, such as counting visits and requests, verifying the quality of requests, and crediting and paying the marketing partners that referred you;
- maintaining and improving the quality and performance of the Service;
- responding to your questions and privacy requests; and
- complying with laws and legal process, and establishing, exercising or defending legal claims.

## Disclosures for a Business Purpose {#disclosed}

In the preceding 12 months, we disclosed personal information for a business purpose to the following categories of recipients:

- **Service providers and contractors** that host and store data, secure the Service, send email, support customers and validate data: categories A through K, as needed for the service they provide to us.
- **Consent-verification providers** (TrustedForm and Jornaya LeadiD): categories A, E, F, G and H.
- **Professional advisers, courts, regulators and law enforcement**, when required by law or needed to establish or defend legal claims: any category relevant to the matter.

Our service providers and contractors may use personal information only to provide services to us, as required by our written contracts with them and by the CCPA.

## Sale and Sharing of Personal Information {#sold-shared}

In the preceding 12 months, we **sold and shared** personal information as described below. “Sell” under the CCPA means disclosing personal information to a third party for money or other valuable consideration; “share” means disclosing it to a third party for cross-context behavioral advertising.

- **To [partner companies](/PartnerCompanies)** (home-improvement contractors and service providers, and lead buyers and lead networks that may pass requests on to their own contractors and service providers): categories A (identifiers), B (Cal. Civ. Code § 1798.80(e) information), D (commercial information), F (internet or network activity), G (geolocation data) and K (inferences); categories E (biometric information) and H (sensory data) to the extent partner companies can view the session record linked to the consent certificate and token we provide; and categories C, I and J only to the extent you include that information in your project description.
- **To advertising and affiliate partners** that referred you: category F (campaign identifiers) and the fact that you submitted a request, which may be considered selling or sharing.

Partner companies may call you (including with an autodialer or prerecorded or artificial voice messages), text you or email you about your project, as allowed by the consent you gave when you submitted your request. We do not knowingly sell or share the personal information of consumers under 16 years of age.

## How Long We Keep Personal Information {#retention}

We keep each category of personal information only as long as reasonably necessary for the purposes described in this notice, and our systems enforce these periods automatically, every day:

- **Quote requests and contact messages** (categories A, B, C, D, F, G, I, J and K): the personal information in them (names, e-mail address, phone number, address, IP address, browser details, your own words and click identifiers) is removed 3 years (1,095 days) after you sent them. What remains (the service, the state, the campaign and the dates) no longer identifies you and keeps our reports accurate.
- **Consent records** (the consent wording you agreed to, when, from which IP address, browser and page, with the consent-certificate and lead identifiers): kept for 5 years, because we may need to prove your consent to be contacted for as long as a claim under telemarketing laws can be brought, then deleted. They are kept for this legal obligation even when you ask us to delete your information.
- **Opt-outs and revocations**: kept as a suppression list that holds only coded (keyed hash) versions of your e-mail address and phone number, for as long as needed to honor them.

Records of privacy requests are kept for at least 24 months as the CCPA regulations require. Campaign identifiers held in your browser’s session storage are deleted when you close the tab, and technical logs are kept for a shorter period unless needed to investigate a security incident.

## Right to Know, Access and Data Portability {#right-to-know}

You have the right to request that we disclose to you:

- the categories of personal information we collected about you;
- the categories of sources from which it was collected;
- the business or commercial purposes for collecting, selling or sharing it;
- the categories of third parties to whom we disclosed it;
- the categories of personal information we sold or shared, and the categories of third parties to whom each category was sold or shared;
- the categories of personal information we disclosed for a business purpose, and the categories of recipients; and
- the specific pieces of personal information we collected about you.

**Data portability.** When you ask for specific pieces of personal information, we will provide them in a portable and, to the extent technically feasible, readily usable format that allows you to transmit them to another entity, usually by secure electronic delivery.

## Right to Delete {#right-to-delete}

You have the right to request that we delete personal information that we collected from you. After we verify your request, we will delete your personal information from our records, direct our service providers and contractors to delete it, and notify the third parties to whom we sold or shared it (including partner companies) to delete it, unless that proves impossible or involves disproportionate effort. We will keep a record of your request, and may keep your phone number and email address on a suppression list so that you are not contacted again.

We may deny a deletion request, in whole or in part, if keeping the information is reasonably necessary for us, or our service providers or contractors, to:

1. complete the transaction for which the personal information was collected, fulfill the terms of a written warranty or product recall conducted in accordance with federal law, provide a good or service that you requested or that is reasonably anticipated within the context of our ongoing business relationship with you, or otherwise perform a contract between you and us;
2. help to ensure security and integrity to the extent the use of your personal information is reasonably necessary and proportionate for those purposes, including to detect security incidents, protect against malicious, deceptive, fraudulent or illegal activity, or prosecute those responsible for that activity;
3. debug to identify and repair errors that impair existing intended functionality;
4. exercise free speech, ensure the right of another consumer to exercise that consumer’s right of free speech, or exercise another right provided for by law;
5. comply with the California Electronic Communications Privacy Act (Cal. Penal Code § 1546 and following);
6. engage in public or peer-reviewed scientific, historical or statistical research in the public interest that conforms or adheres to all other applicable ethics and privacy laws, when deleting the information is likely to make the research impossible or seriously impair it, if you have provided informed consent;
7. enable solely internal uses that are reasonably aligned with your expectations based on your relationship with us and compatible with the context in which you provided the information;
8. comply with a legal obligation; or
9. otherwise use your personal information, internally, in a lawful manner that is compatible with the context in which you provided it.

If we deny your request, in whole or in part, we will tell you which exception applies, delete any personal information that is not covered by the exception, and not use the retained information for any other purpose.

## Right to Correct {#right-to-correct}

You have the right to request that we correct inaccurate personal information that we maintain about you, taking into account the nature of the information and the purposes for which we process it. We will use commercially reasonable efforts to correct it, and may ask you for documentation to support the correction. If we correct information that we sold or shared, we will tell the recipients where required by law. If we deny your request, we will explain why.

## Right to Opt Out of Sale and Sharing {#right-to-opt-out}

You have the right to direct us not to sell or share your personal information. To opt out, use the form on our [Do Not Sell or Share My Personal Information](/DoNotSell) page (linked at the bottom of every page), choose “Opt out of sale and sharing” in the form below, or email [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Do%20Not%20Sell%20or%20Share%20My%20Personal%20Information) with the name, email address and phone number you used on the Service. You do not need to verify your identity to opt out.

- An opt-out sent through the site takes effect at once: your e-mail address and phone number go on our suppression list, and any of your quote requests not yet sent to partner companies are held back and not sent. In every case we act no later than 15 business days after we receive it. We will also notify the third parties to whom we sold or shared your personal information after you submitted your request, and before we acted on it, and direct them to comply with it.
- **Global Privacy Control.** If your browser sends a Global Privacy Control (GPC) signal, we treat it as a valid request to opt out of the sale and sharing of personal information associated with that browser and, if we know who you are, with you. You do not need to do anything else. Our pages show “Opt-out preference signal honored” when we receive the signal (on the [Do Not Sell or Share My Personal Information](/DoNotSell) page and above the consent box of the quote form). Because a quote request only works if it is shared with partner companies, our quote form tells you this before you submit when your browser sends the signal; checking the consent box and submitting is then your choice to have that one request shared, and we record that your browser sent the signal.
- An opt-out applies to future sales and sharing. It does not recall information already sold or shared before your request, and partner companies that already received your information use it under their own policies; you may contact them directly to exercise your rights with them.
- Matching you with partner companies is the Service itself. If you later submit a new quote request, you are directing us to send that request to partner companies, as the consent wording on the form explains. If you do not want your information sent to partner companies, please do not submit a quote request.
- **Calls and texts.** To take back your consent to be called or texted, use our [Stop Contact](/StopContact) page (a phone number and/or e-mail address). We stop at once; the law gives us 10 business days.
- We will wait at least 12 months after an opt-out before asking you to allow the sale or sharing of your personal information again.

## Right to Limit Use of Sensitive Personal Information {#right-to-limit}

You have the right to limit our use and disclosure of your sensitive personal information to the purposes permitted by the CCPA. As explained in [Sensitive Personal Information](#sensitive-information), we already use and disclose sensitive personal information only for those permitted purposes. If that changes, we will update this notice and honor your request to limit. You may still send a request by emailing [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Limit%20the%20Use%20of%20My%20Sensitive%20Personal%20Information) with the subject line “Limit the Use of My Sensitive Personal Information.”

## How to Exercise Your Rights {#exercise-rights}

To exercise any of the rights in this notice, send the form below. It takes requests to know (access), delete, correct, opt out and limit; an authorized agent can send it for you. When you send it, we show you a reference number and, if we can send e-mail, confirm it to the address you give. You can also email us at [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=California%20privacy%20request). In an email, please:

[[california-request-form]]

- say which right you want to exercise (for example, “Request to Know,” “Request to Delete,” “Request to Correct” or “Do Not Sell or Share My Personal Information”);
- give your full name, and the email address, phone number and ZIP code you used on the Service, so we can find your records;
- confirm that you are a California resident; and
- for a request to correct, tell us what is inaccurate and what the correct information is.

Because we operate online and do not offer accounts, the form above and email are our methods for receiving requests. If you have trouble with either, call [{{phone}}](tel:{{phoneE164}}) and we will help you submit your request. You may also write to us at {{company}}, {{address}}. We will use the information you give us in a request only to verify your identity, process your request and keep the records the law requires.

## Authorized Agents {#authorized-agents}

You may use an authorized agent to make a request for you. If you do, we will ask the agent to give us proof that you gave it written permission to act for you, such as a permission signed by you or a valid power of attorney under California Probate Code sections 4121 to 4130. We may also ask the agent to verify its own identity, and, unless the agent holds a power of attorney, we may ask you to verify your own identity directly with us or to confirm directly with us that you gave the agent permission. We may deny a request from an agent that does not provide this proof. An authorized agent that is a business must be registered with the California Secretary of State.

## How We Verify Requests {#verification}

To protect your information, we verify requests to know, delete and correct before we act on them. We do not require you to create an account. Instead, we match identifying information you give us, such as your name, email address, phone number and ZIP code, with the information we already hold. We may also contact you at the email address or phone number in our records to confirm the request came from you.

- **Requests to know categories** of personal information require a reasonable degree of certainty, such as matching at least two pieces of information we hold.
- **Requests for specific pieces** of personal information require a reasonably high degree of certainty, such as matching at least three pieces of information we hold together with a declaration, signed under penalty of perjury, that you are the consumer whose information is requested.
- **Requests to delete or correct** require a reasonable or reasonably high degree of certainty, depending on how sensitive the information is and the risk of harm from an unauthorized deletion or correction.

If we cannot verify your identity, we will tell you and explain why. If we cannot verify a request to delete, we will ask whether you would like us to treat it as a request to opt out of the sale and sharing of your personal information. Requests to opt out and to limit do not need to be verified.

## Response Timing, Format and Fees {#response}

- **Confirmation.** We will confirm that we received your request to know, delete or correct within 10 business days, and in any case within 15 days, and tell you how we will verify and process it.
- **Response.** We will respond within 45 calendar days after we receive your request. If we need more time, we may extend this period once, by up to another 45 calendar days (90 days in total), when reasonably necessary; if we do, we will tell you in writing, within the first 45 days, that we need the extension and why.
- **Period covered.** Information we provide in response to a request to know covers the 12-month period preceding our receipt of your request. You may ask us to go further back, to information collected on or after January 1, 2022, and we will do so unless that proves impossible or would involve disproportionate effort.
- **Format.** We will deliver our response by email or, if you prefer, by mail. If we cannot comply with a request, we will explain why.
- **Frequency.** We are not required to respond to more than two requests to know (access or data portability) from you in any 12-month period.
- **Fees.** We do not charge a fee to process or respond to your request unless it is manifestly unfounded or excessive, for example because it is repetitive. In that case, we may charge a reasonable fee that reflects our administrative costs, or refuse to act on the request, and we will tell you why we made that decision and, if we charge a fee, give you a cost estimate before completing your request.

## Non-Discrimination {#non-discrimination}

We will not discriminate against you for exercising any of your CCPA rights. Unless the CCPA permits it, we will not deny you goods or services, charge you different prices or rates, including through discounts or other benefits or penalties, provide you a different level or quality of goods or services, or suggest that you will receive a different price, rate, level or quality because you exercised your rights. We will not retaliate against employees, applicants or independent contractors for exercising their rights.

Please note that the Service consists of passing your quote request to partner companies. If you opt out of the sale and sharing of your information or ask us to delete it, we will not be able to send a request to partner companies for you; this is a consequence of your choice, not a penalty.

## Minors {#minors}

The Service is intended only for adults who are 18 years of age or older. We do not knowingly collect personal information from minors, and we do not sell or share the personal information of consumers we know to be under 16 years of age. If we learn that we have collected personal information from a person under 18, we will delete it and will not sell or share it. If you believe we have information about a minor, please contact us at [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Information%20about%20a%20minor).

## California Shine the Light {#shine-the-light}

California Civil Code section 1798.83 (“Shine the Light”) lets California residents with whom we have an established business relationship ask, once a year and free of charge, for information about the personal information we disclosed to third parties for their own direct marketing purposes in the preceding calendar year, and the names and addresses of those third parties. To make this request, email [{{complianceEmail}}](mailto:{{complianceEmail}}?subject=Shine%20the%20Light%20Request) with the subject line “Shine the Light Request,” or write to us at the postal address below. We will respond within 30 days.

## Changes to This Notice {#changes}

We review this notice, and update it as needed, at least once every 12 months. When we update it, we will post the new version on this page and change the “Last updated” date above. If we make material changes, we may also give more prominent notice.

## Contact Information {#contact}

If you have questions about this notice or our privacy practices, or want to exercise your rights, please contact us:

[[contact Privacy requests]]
`;export{e as default};
//# sourceMappingURL=california-policy-CAEvAdry.js.map