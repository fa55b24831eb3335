// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const hi: RecordsDictionary = {
  recordLinks: {
    kyc: 'पहचान सत्यापन (KYC)',
    account: 'खाता रिकॉर्ड',
    profit: 'लाभ-हानि रिकॉर्ड',
  },
  kyc: {
    intro: 'कृपया अपने पहचान पत्र का आगे और पीछे का हिस्सा और उसे पकड़े हुए एक सेल्फ़ी अपलोड करें। निकासी से पहले हम इनकी जाँच करते हैं।',
    rules: 'JPG, PNG या WebP चित्र, हर एक अधिकतम 5 MB।',
    statusLabel: 'स्थिति',
    status: {
      none: 'अभी सत्यापित नहीं',
      pending: 'समीक्षा में',
      approved: 'सत्यापित',
      rejected: 'अस्वीकृत',
    },
    reason: 'कारण: {{reason}}',
    required: 'इस साइट पर निकासी से पहले सत्यापित पहचान ज़रूरी है।',
    side: {
      front: 'पहचान पत्र का आगे का हिस्सा',
      back: 'पहचान पत्र का पीछे का हिस्सा',
      selfie: 'पहचान पत्र के साथ सेल्फ़ी',
    },
    missing: 'अपलोड नहीं किया गया',
    uploadedAt: '{{time}} को अपलोड किया गया',
    choose: 'अपलोड करें',
    replace: 'बदलें',
    uploading: 'अपलोड हो रहा है…',
    uploaded: 'चित्र अपलोड हो गया',
    locked: 'आपकी पहचान सत्यापित है: चित्र अब बदले नहीं जा सकते।',
  },
  accountRecords: {
    type: 'प्रकार',
    kind: {
      all: 'सभी',
      deposit: 'जमा',
      withdraw: 'निकासी',
      fee: 'शुल्क',
      bet: 'दांव',
      payout: 'जीत',
      bonus: 'बोनस',
      commission: 'कमीशन',
    },
    balance: 'शेष {{amount}}',
    moneyIn: 'आया पैसा',
    moneyOut: 'गया पैसा',
    count: 'रिकॉर्ड',
    empty: 'अभी कोई रिकॉर्ड नहीं',
    emptyFilter: 'इस खोज के लिए कोई रिकॉर्ड नहीं',
    more: 'और दिखाएँ',
  },
  profitRecords: {
    gameType: 'गेम का प्रकार',
    allGames: 'सभी गेम',
    rounds: 'दांव',
    bet: 'दांव राशि',
    payout: 'भुगतान',
    profit: 'लाभ / हानि',
    total: 'कुल',
    empty: 'अभी कोई निपटाया गया दांव नहीं',
    emptyFilter: 'इस खोज के लिए कोई निपटाया गया दांव नहीं',
    more: 'और दिखाएँ',
  },
  errors: {
    'kyc.imageType': 'कृपया JPG, PNG या WebP चित्र चुनें।',
    'kyc.imageSize': 'यह चित्र बहुत बड़ा है: अधिकतम 5 MB।',
    'kyc.state': 'इस चरण पर आपका सत्यापन बदला नहीं जा सकता।',
  },
};
export default hi;
