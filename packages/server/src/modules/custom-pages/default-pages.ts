/**
 * The pages a new install starts with: privacy policy, terms of service and about.
 * Plain, honest text for a self-hosted music service that the operator is expected to adapt;
 * `:site` stands for the site's name when the page is seeded.
 */
export interface DefaultPage {
  slug: string;
  title: string;
  meta_description: string;
  body: string;
}

export const PRIVACY_POLICY_SLUG = 'privacy-policy';
export const TERMS_OF_SERVICE_SLUG = 'terms-of-service';
export const ABOUT_SLUG = 'about';

export const DEFAULT_PAGES: DefaultPage[] = [
  {
    slug: PRIVACY_POLICY_SLUG,
    title: 'Privacy policy',
    meta_description: 'What :site collects about you, why, how long it is kept and your rights.',
    body: `<p>:site is a self-hosted music streaming service. This policy explains what we collect when you use it, why, and what you can do about it. The people who run this server are responsible for your data; nothing is sent to the makers of the software.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Your account:</strong> your name, email address, password (stored only as a one-way hash), profile picture and the preferences you choose.</li>
<li><strong>What you do in the app:</strong> the tracks you play, like, add to playlists or comment on, so that we can show your library, history and recommendations.</li>
<li><strong>Sessions and security:</strong> the devices and browsers you sign in from, their IP address and approximate location, so that you can see and end your sessions and so that we can stop abuse.</li>
<li><strong>Uploads:</strong> the music, artwork and text you upload, and the information stored in those files.</li>
<li><strong>Payments:</strong> if you subscribe, the payment provider processes your card or account; we keep only the plan, its status and the invoices.</li>
<li><strong>Messages:</strong> what you send us through the contact form, with the name and email address you give.</li>
</ul>
<h2>Cookies</h2>
<p>We use cookies that are needed to keep you signed in, to protect forms against forged requests and to remember your choices such as the theme and language. If the operator enables analytics, an analytics cookie measures how the site is used; you are told about it in the cookie notice.</p>
<h2>Why we use it</h2>
<p>We use your data to provide the service you asked for, to keep it secure, to answer you when you write to us and, where you agreed to it, to send you notifications. We do not sell your data.</p>
<h2>How long we keep it</h2>
<p>Your account data is kept while your account exists. When you delete your account from your account settings, your profile, library, playlists and sessions are removed. Logs used for security are kept for a limited time and then deleted.</p>
<h2>Your rights</h2>
<p>You may see and correct your data in your account settings, download it, or delete your account at any time. For any other request about your data, <a href="/contact">contact us</a>.</p>
<h2>Changes</h2>
<p>If this policy changes we will update this page and, for important changes, tell you in the app or by email.</p>`,
  },
  {
    slug: TERMS_OF_SERVICE_SLUG,
    title: 'Terms of service',
    meta_description: 'The rules for using :site: your account, your uploads and what we provide.',
    body: `<p>These terms apply to everyone who uses :site. By creating an account or using the service you agree to them.</p>
<h2>Your account</h2>
<p>You are responsible for what happens under your account. Keep your password safe, turn on two-factor authentication if you can, and tell us if you think someone else has used your account.</p>
<h2>Using the service</h2>
<ul>
<li>Listen, build playlists and share them for your own, non-commercial use.</li>
<li>Do not try to download, copy or redistribute music in ways the app does not offer.</li>
<li>Do not disrupt the service, probe it for weaknesses without permission, or use it to harass others.</li>
</ul>
<h2>What you upload</h2>
<p>You keep the rights to the music, artwork and text you upload. You may only upload material that you own or have permission to share, and you allow us to store, transcode and stream it to the listeners you choose. We remove material when its rights holder shows us it was shared without permission, and may close accounts that do this repeatedly.</p>
<h2>Subscriptions</h2>
<p>Paid plans renew at the end of each billing period until you cancel them in your billing settings. When you cancel, your plan stays active until the end of the period you paid for.</p>
<h2>Availability</h2>
<p>This service is run by its operator on their own server. We do our best to keep it running, but it is provided as it is, without a promise that it will always be available or free of errors.</p>
<h2>Ending</h2>
<p>You may stop using the service and delete your account at any time. We may suspend accounts that break these terms.</p>
<h2>Questions</h2>
<p>If anything here is unclear, <a href="/contact">contact us</a>.</p>`,
  },
  {
    slug: ABOUT_SLUG,
    title: 'About',
    meta_description: ':site is a music streaming service run on its own server.',
    body: `<p>:site is a place to listen to music: artists, albums, playlists and radio, in your browser, on any device.</p>
<h2>Run by people, on their own server</h2>
<p>This site runs on its own server instead of a large platform. The people who run it choose what is on it, who may upload, and how your data is handled; read our <a href="/pages/privacy-policy">privacy policy</a> and <a href="/pages/terms-of-service">terms of service</a> to find out more.</p>
<h2>For listeners</h2>
<p>Search the catalog, follow the artists you love, save tracks and albums to your library and make playlists to share with friends.</p>
<h2>For artists</h2>
<p>Artists can ask for a backstage account to upload their music, manage their profile and see how their tracks are played.</p>
<h2>Get in touch</h2>
<p>Questions, ideas or a problem to report? <a href="/contact">Send us a message</a>.</p>`,
  },
];
