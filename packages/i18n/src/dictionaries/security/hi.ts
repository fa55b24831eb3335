// One language's dictionary of the security centre, key for key with English.
import type { SecurityDictionary } from '../../dictionary';

const hi: SecurityDictionary = {
  security: {
    centre: {
      intro: 'दूसरे साइन-इन चरण से अपना अकाउंट सुरक्षित करें, और देखें कि यह कहाँ इस्तेमाल हो रहा है।',
      passwordTitle: 'लॉगिन पासवर्ड',
      changePassword: 'पासवर्ड बदलें',
    },
    twoFactor: {
      title: 'टू-फ़ैक्टर साइन-इन',
      on: 'चालू',
      off: 'बंद',
      explain: 'पासवर्ड या SMS कोड के बाद, ऑथेंटिकेटर ऐप (जैसे Google Authenticator) का 6 अंकों का कोड भी माँगा जाता है।',
      turnOn: 'चालू करें',
      turnOff: 'बंद करें',
      cancel: 'रद्द करें',
      scan: 'इस QR कोड को अपने ऑथेंटिकेटर ऐप से स्कैन करें, या सेटअप कुंजी ऐप में टाइप करें।',
      qrAlt: 'ऑथेंटिकेटर ऐप के लिए QR कोड',
      key: 'सेटअप कुंजी',
      code: 'ऐप का कोड',
      confirm: 'पुष्टि करें और चालू करें',
      recoveryTitle: 'आपके रिकवरी कोड',
      recoveryExplain:
        'फ़ोन खो जाने पर हर कोड से एक बार लॉग इन किया जा सकता है। इन्हें अभी किसी सुरक्षित जगह सहेजें: ये दोबारा नहीं दिखेंगे।',
      recoverySaved: 'मैंने सहेज लिए',
      recoveryLeft: 'बचे रिकवरी कोड: {{left}}',
      password: 'लॉगिन पासवर्ड',
      codeOrRecovery: 'ऑथेंटिकेटर कोड या रिकवरी कोड',
      turnedOn: 'टू-फ़ैक्टर साइन-इन चालू है।',
      turnedOff: 'टू-फ़ैक्टर साइन-इन बंद है।',
      codeFormat: '6 अंक दर्ज करें, या 10 अक्षरों और अंकों का रिकवरी कोड',
    },
    sessions: {
      title: 'सक्रिय सत्र',
      current: 'यह डिवाइस',
      lastUsed: 'आख़िरी बार सक्रिय {{time}}',
      started: 'साइन इन {{time}}',
      logOut: 'लॉग आउट',
      logOutLabel: '{{device}} को लॉग आउट करें',
      logOutOthers: 'बाकी सभी डिवाइस से लॉग आउट करें',
      loggedOutOthers: 'लॉग आउट किए गए दूसरे डिवाइस: {{n}}',
      none: 'कोई दूसरा डिवाइस साइन इन नहीं है।',
      unknownDevice: 'अज्ञात डिवाइस',
      placeNote: 'स्थान की जगह नेटवर्क पता दिखाया जाता है, जिसका आख़िरी हिस्सा छिपा होता है: कोई लोकेशन डेटाबेस उपलब्ध नहीं है।',
      twoFactor: 'टू-फ़ैक्टर',
      types: {
        mobile: 'फ़ोन',
        tablet: 'टैबलेट',
        desktop: 'कंप्यूटर',
        unknown: 'डिवाइस',
      },
    },
    history: {
      title: 'लॉगिन इतिहास',
      success: 'साइन इन हुआ',
      failure: 'विफल',
      failures: {
        password: 'गलत पासवर्ड या SMS कोड',
        code: 'गलत टू-फ़ैक्टर कोड',
      },
      withTwoFactor: 'टू-फ़ैक्टर के साथ',
      methods: {
        password: 'पासवर्ड',
        sms: 'SMS कोड',
        google: 'Google',
        firebaseSms: 'SMS कोड',
      },
      none: 'अभी तक कोई लॉगिन नहीं।',
    },
    login: {
      title: 'टू-फ़ैक्टर साइन-इन',
      explain: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड, या कोई रिकवरी कोड दर्ज करें।',
      code: 'कोड',
      submit: 'लॉग इन करें',
      back: 'वापस',
    },
  },
};
export default hi;
