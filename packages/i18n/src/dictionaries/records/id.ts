// One language's dictionary of the KYC and records screens, key for key with English.
import type { RecordsDictionary } from '../../dictionary';

const id: RecordsDictionary = {
  recordLinks: {
    kyc: 'Verifikasi identitas (KYC)',
    account: 'Riwayat akun',
    profit: 'Riwayat untung rugi',
  },
  kyc: {
    intro:
      'Silakan unggah bagian depan dan belakang kartu identitas Anda serta swafoto sambil memegangnya. Kami memeriksanya sebelum penarikan.',
    rules: 'Gambar JPG, PNG, atau WebP, maksimal 5 MB per gambar.',
    statusLabel: 'Status',
    status: {
      none: 'Belum diverifikasi',
      pending: 'Sedang ditinjau',
      approved: 'Terverifikasi',
      rejected: 'Ditolak',
    },
    reason: 'Alasan: {{reason}}',
    required: 'Situs ini memerlukan identitas terverifikasi sebelum penarikan.',
    side: {
      front: 'Depan kartu identitas',
      back: 'Belakang kartu identitas',
      selfie: 'Swafoto dengan kartu identitas',
    },
    missing: 'Belum diunggah',
    uploadedAt: 'Diunggah {{time}}',
    choose: 'Unggah',
    replace: 'Ganti',
    uploading: 'Mengunggah…',
    uploaded: 'Gambar diunggah',
    locked: 'Identitas Anda sudah terverifikasi: gambar tidak dapat diubah lagi.',
  },
  accountRecords: {
    type: 'Jenis',
    kind: {
      all: 'Semua',
      deposit: 'Deposit',
      withdraw: 'Penarikan',
      fee: 'Biaya',
      bet: 'Taruhan',
      payout: 'Menang',
      bonus: 'Bonus',
      commission: 'Komisi',
    },
    balance: 'Saldo {{amount}}',
    moneyIn: 'Uang masuk',
    moneyOut: 'Uang keluar',
    count: 'Catatan',
    empty: 'Belum ada catatan',
    emptyFilter: 'Tidak ada catatan untuk pencarian ini',
    more: 'Tampilkan lebih banyak',
  },
  profitRecords: {
    gameType: 'Jenis permainan',
    allGames: 'Semua permainan',
    rounds: 'Taruhan',
    bet: 'Jumlah taruhan',
    payout: 'Pembayaran',
    profit: 'Untung / rugi',
    total: 'Total',
    empty: 'Belum ada taruhan yang selesai',
    emptyFilter: 'Tidak ada taruhan selesai untuk pencarian ini',
    more: 'Tampilkan lebih banyak',
  },
  errors: {
    'kyc.imageType': 'Silakan pilih gambar JPG, PNG, atau WebP.',
    'kyc.imageSize': 'Gambar terlalu besar: maksimal 5 MB.',
    'kyc.state': 'Verifikasi Anda tidak dapat diubah pada tahap ini.',
  },
};
export default id;
