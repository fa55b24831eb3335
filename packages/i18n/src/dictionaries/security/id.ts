// One language's dictionary of the security centre, key for key with English.
import type { SecurityDictionary } from '../../dictionary';

const id: SecurityDictionary = {
  security: {
    centre: {
      intro: 'Lindungi akun Anda dengan langkah masuk kedua, dan lihat di mana akun digunakan.',
      passwordTitle: 'Kata sandi masuk',
      changePassword: 'Ubah kata sandi',
    },
    twoFactor: {
      title: 'Verifikasi dua langkah',
      on: 'Aktif',
      off: 'Nonaktif',
      explain:
        'Setelah kata sandi atau kode SMS, kode 6 digit dari aplikasi autentikator (seperti Google Authenticator) juga diminta.',
      turnOn: 'Aktifkan',
      turnOff: 'Nonaktifkan',
      cancel: 'Batal',
      scan: 'Pindai kode QR ini dengan aplikasi autentikator, atau ketik kunci penyiapan ke aplikasi.',
      qrAlt: 'Kode QR untuk aplikasi autentikator',
      key: 'Kunci penyiapan',
      code: 'Kode dari aplikasi',
      confirm: 'Konfirmasi dan aktifkan',
      recoveryTitle: 'Kode pemulihan Anda',
      recoveryExplain:
        'Setiap kode dapat dipakai masuk sekali jika ponsel Anda hilang. Simpan di tempat aman sekarang: kode tidak ditampilkan lagi.',
      recoverySaved: 'Sudah saya simpan',
      recoveryLeft: 'Sisa kode pemulihan: {{left}}',
      password: 'Kata sandi masuk',
      codeOrRecovery: 'Kode autentikator atau kode pemulihan',
      turnedOn: 'Verifikasi dua langkah aktif.',
      turnedOff: 'Verifikasi dua langkah nonaktif.',
      codeFormat: 'Masukkan 6 digit, atau kode pemulihan 10 huruf dan angka',
    },
    sessions: {
      title: 'Sesi aktif',
      current: 'Perangkat ini',
      lastUsed: 'Terakhir aktif {{time}}',
      started: 'Masuk {{time}}',
      logOut: 'Keluar',
      logOutLabel: 'Keluarkan {{device}}',
      logOutOthers: 'Keluar dari semua perangkat lain',
      loggedOutOthers: 'Perangkat lain yang dikeluarkan: {{n}}',
      none: 'Tidak ada perangkat lain yang masuk.',
      unknownDevice: 'Perangkat tidak dikenal',
      placeNote:
        'Lokasi ditampilkan sebagai alamat jaringan dengan bagian akhir disembunyikan: tidak ada basis data lokasi.',
      twoFactor: 'Dua langkah',
      types: {
        mobile: 'Ponsel',
        tablet: 'Tablet',
        desktop: 'Komputer',
        unknown: 'Perangkat',
      },
    },
    history: {
      title: 'Riwayat masuk',
      success: 'Berhasil masuk',
      failure: 'Gagal',
      failures: {
        password: 'Kata sandi atau kode SMS salah',
        code: 'Kode dua langkah salah',
      },
      withTwoFactor: 'dengan dua langkah',
      methods: {
        password: 'Kata sandi',
        sms: 'Kode SMS',
        google: 'Google',
        firebaseSms: 'Kode SMS',
      },
      none: 'Belum ada riwayat masuk.',
    },
    login: {
      title: 'Verifikasi dua langkah',
      explain: 'Masukkan kode 6 digit dari aplikasi autentikator, atau salah satu kode pemulihan.',
      code: 'Kode',
      submit: 'Masuk',
      back: 'Kembali',
    },
  },
};
export default id;
