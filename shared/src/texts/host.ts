/**
 * Texts of the host shell (navbar, footer, login, register, landing, home, menu; the results screen has its own, texts/host-results.ts).
 * SPEC strings are exact, typos included ('Email of password', 'craftman'); texts the spec
 * does not give are plain English in the same tone.
 */
export const hostTexts = {
  brand: 'Handwerker Marktplatz',
  logoHome: 'Handwerker Marktplatz, home',
  skipToContent: 'Skip to content',

  nav: {
    label: 'Main',
    home: 'Home',
    register: 'Register',
    login: 'Login',
    search: 'Search services',
    searchPlaceholder: 'Search services...',
    searchSubmit: 'Search',
    userMenu: (firstname: string) => `Account menu of ${firstname}`,
    referFriends: 'Refer Friends',
    referSubject: 'Find cheaper craftsmen on Handwerker Marktplatz',
    referBody: (url: string) => `I found quality craftsmen at affordable prices here: ${url}`,
    signOut: 'Sign Out',
    logoutQuestion: 'Are you sure you want to logout?',
    logout: 'Logout',
    cancel: 'Cancel',
  },

  footer: {
    label: 'Footer',
    home: 'Home',
    menu: 'Menu',
    about: 'About',
    contact: 'Contact us',
    help: 'Help center',
    german: 'Deutsch: Anmelden',
    copyright: (year: number) => `© ${year} Handwerker Marktplatz`,
  },

  login: {
    title: 'Login',
    slogan: 'We are looking for builders who want to save money',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    submitting: 'Logging in...',
    forgotPassword: 'Forget Password',
    otherRole: 'Already registered in another role',
    asBuyer: 'Login as buyer',
    asCraftman: 'Login as craftman',
    register: 'Register',
    noAccount: 'No account yet?',
    wrongCredentials: 'Email of password is incorrect! Please try again!',
    networkFailure: 'Login failed. Please try again.',
    tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again later.',
    welcomeBack: (firstname: string) => `Welcome back, ${firstname}!`,
    goToStart: 'Go to your start page',
  },

  /** The German login card variant (SPEC §2), at /anmelden. */
  loginDe: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Login',
    submitting: 'Anmelden...',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Sie haben kein Konto?',
    register: 'Registrieren',
  },

  /** Over a page whose session ended in another tab (#15). */
  sessionEnded: {
    title: 'You were signed out',
    body: 'You signed out in another tab or window. Log in again to carry on: what you entered on this page is still here.',
  },

  register: {
    title: 'Register',
    intro: 'Create your account to book craftsmen or offer your services.',
    firstname: 'First Name',
    lastname: 'Last Name',
    companyName: 'Company name',
    companyHint: 'Optional. Customers see it instead of your name.',
    city: 'City',
    postNumber: 'Post Number',
    street: 'Street',
    phone: 'Phone',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 8 characters and not easy to guess: no common password, not your name or e-mail address',
    roleLegend: 'I want to',
    asBuyer: 'Register as buyer',
    asCraftman: 'Register as craftman',
    submit: 'Register',
    submitting: 'Registering...',
    haveAccount: 'Already have an account?',
    login: 'Login',
    success: 'Registration successful!',
    getStarted: 'Get Started',
    emailTaken: 'This e-mail is already registered. Please log in instead.',
    invalid: 'Please check the highlighted fields.',
    failed: 'Registration failed. Please check your connection and try again.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again later.',
    loginAfterRegisterFailed: 'Your account was created, but logging in failed. Please log in.',
  },

  validation: {
    required: 'This field is required.',
    email: 'Please enter a valid e-mail address.',
    passwordLength: 'The password needs at least 8 characters.',
  },

  landing: {
    headline: 'Einfach günstigeren Handwerker finden',
    subtitle: 'Finden Sie hochwertige Handwerker zu erschwinglichen Preisen in Ihrer Nähe',
    searchLabel: 'Search for services',
    searchPlaceholder: 'Search for services...',
    categoriesTitle: 'Categories',
    noMatch: (query: string) => `No category or service matches "${query}".`,
    searchEverywhere: 'Search all services',
    seeAll: (count: number, name: string) => `See all ${count} ${name} services`,
    noServices: 'No services in this category yet.',
    matches: (count: number) => `${count} ${count === 1 ? 'category matches' : 'categories match'}`,
    showAll: (query: string) => `Show all results for "${query}"`,
    categoryResults: (name: string) => `All ${name} services`,
  },

  home: {
    greeting: (firstname: string) => `Hello, ${firstname}!`,
    greetingGuest: 'Welcome!',
    intro: 'What do you want to get done? Search for a service or browse the categories.',
    categoriesTitle: 'Popular categories',
    allCategories: 'See all categories',
    ctaTitle: 'Get the cheapest offer',
    ctaBody:
      'Upload an earlier quotation or describe your project. Craftsmen near you answer with their offers, and you choose the best one.',
    sellerHint: 'You are registered as a craftsman.',
  },

  menu: {
    title: 'Menu',
    intro: 'All categories of the marketplace.',
    serviceCount: (count: number) => `${count} ${count === 1 ? 'service' : 'services'}`,
  },

  guards: {
    loginToContinue: 'Please log in to continue.',
  },

  staticPages: {
    aboutTitle: 'About',
    aboutBody: [
      'Handwerker Marktplatz brings people who want building and craft work done together with craftsmen near them.',
      'Buyers compare services and prices in euros, ask for the cheapest offer and review the work. Craftsmen present their services and answer requests.',
    ],
    contactTitle: 'Contact us',
    contactBody: [
      'Questions about an order, an offer or your account? Write to us and we answer within two working days.',
      'E-mail: support@handwerker-marktplatz.example',
      'Craftsmen who want to join with an open application are welcome to write to the same address.',
    ],
    helpTitle: 'Help center',
    helpSections: [
      {
        id: 'forgot-password',
        title: 'I forgot my password',
        body: "Follow 'Forget Password' on the login screen and enter your e-mail address: we send you a link to set a new password.",
      },
      {
        id: 'favorable-offer',
        title: 'How does the Favorable Offer work?',
        body: 'Submit your offer for free, wait for the craftsmen to respond, then compare their profiles and choose.',
      },
      {
        id: 'craftsman',
        title: 'How do I offer my services?',
        body: 'Register as craftman, then add your services with a photo and a price on your dashboard.',
      },
    ],
  },
} as const;
