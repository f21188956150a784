import type { LanguageId } from '@labbench/contract';

/**
 * The texts of every mail, per language. `{name}`, `{minutes}` and `{hours}` are filled in by the templates;
 * lifetimes are written so that they read correctly for any number (Russian uses the short units мин. and ч).
 * The product name stays in English in every language, as in the interface texts.
 */
export interface MailStrings {
  greeting: string;
  linkFallback: string;
  signature: string;
  automatic: string;
  reset: {
    subject: string;
    intro: string;
    code: string;
    action: string;
    button: string;
    lifetime: string;
    ignore: string;
  };
  verify: {
    subject: string;
    intro: string;
    button: string;
    lifetime: string;
    ignore: string;
  };
}

export const MAIL_STRINGS: Record<LanguageId, MailStrings> = {
  en: {
    greeting: 'Hello {name},',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    signature: 'Your Lab Benchmarking team',
    automatic: 'This e-mail was sent automatically; please do not reply.',
    reset: {
      subject: 'Your password reset code',
      intro: 'We received a request to reset the password of your account.',
      code: 'Your one-time code:',
      action: 'Open the link below and enter the code to choose a new password.',
      button: 'Choose a new password',
      lifetime: 'The code and the link are valid for {minutes} minutes and work only once.',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
    },
    verify: {
      subject: 'Please confirm your e-mail address',
      intro: 'Thank you for registering. Please confirm your e-mail address with the link below.',
      button: 'Confirm e-mail address',
      lifetime: 'The link is valid for {hours} hours and works only once.',
      ignore: 'If you did not register, ignore this e-mail.',
    },
  },
  ja: {
    greeting: '{name} 様',
    linkFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザーにコピーしてください：',
    signature: 'Lab Benchmarking チーム',
    automatic: 'このメールは自動送信されています。返信しないでください。',
    reset: {
      subject: 'パスワード再設定用のコード',
      intro: 'アカウントのパスワード再設定のリクエストを受け付けました。',
      code: 'ワンタイムコード：',
      action: '下のリンクを開いてコードを入力し、新しいパスワードを設定してください。',
      button: '新しいパスワードを設定',
      lifetime: 'コードとリンクの有効期限は{minutes}分で、1回のみ使用できます。',
      ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    },
    verify: {
      subject: 'メールアドレスのご確認のお願い',
      intro: 'ご登録ありがとうございます。下のリンクからメールアドレスを確認してください。',
      button: 'メールアドレスを確認',
      lifetime: 'リンクの有効期限は{hours}時間で、1回のみ使用できます。',
      ignore: 'ご登録にお心当たりがない場合は、このメールを無視してください。',
    },
  },
  th: {
    greeting: 'เรียน คุณ{name}',
    linkFallback: 'หากปุ่มใช้งานไม่ได้ กรุณาคัดลอกที่อยู่นี้ไปวางในเบราว์เซอร์ของคุณ:',
    signature: 'ทีมงาน Lab Benchmarking',
    automatic: 'อีเมลนี้ส่งโดยอัตโนมัติ กรุณาอย่าตอบกลับ',
    reset: {
      subject: 'รหัสสำหรับรีเซ็ตรหัสผ่านของคุณ',
      intro: 'เราได้รับคำขอให้รีเซ็ตรหัสผ่านบัญชีของคุณ',
      code: 'รหัสผ่านแบบใช้ครั้งเดียว (OTP) ของคุณ:',
      action: 'กรุณาเปิดลิงก์ด้านล่างและกรอกรหัส OTP เพื่อตั้งรหัสผ่านใหม่',
      button: 'ตั้งรหัสผ่านใหม่',
      lifetime: 'รหัส OTP และลิงก์มีอายุ {minutes} นาที และใช้ได้เพียงครั้งเดียว',
      ignore: 'หากคุณไม่ได้ส่งคำขอนี้ กรุณาเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
    },
    verify: {
      subject: 'กรุณายืนยันที่อยู่อีเมลของคุณ',
      intro: 'ขอบคุณที่ลงทะเบียน กรุณายืนยันที่อยู่อีเมลของคุณผ่านลิงก์ด้านล่าง',
      button: 'ยืนยันที่อยู่อีเมล',
      lifetime: 'ลิงก์มีอายุ {hours} ชั่วโมง และใช้ได้เพียงครั้งเดียว',
      ignore: 'หากคุณไม่ได้ลงทะเบียน กรุณาเพิกเฉยต่ออีเมลนี้',
    },
  },
  ko: {
    greeting: '{name}님, 안녕하세요.',
    linkFallback: '버튼이 작동하지 않으면 아래 주소를 복사하여 브라우저에 붙여 넣으세요.',
    signature: 'Lab Benchmarking 팀',
    automatic: '이 이메일은 자동으로 발송되었습니다. 회신하지 마세요.',
    reset: {
      subject: '비밀번호 재설정 코드',
      intro: '계정의 비밀번호 재설정 요청을 받았습니다.',
      code: '일회용 코드:',
      action: '아래 링크를 열고 코드를 입력하여 새 비밀번호를 설정하세요.',
      button: '새 비밀번호 설정',
      lifetime: '코드와 링크는 {minutes}분 동안 유효하며 한 번만 사용할 수 있습니다.',
      ignore: '요청하지 않으셨다면 이 이메일을 무시하세요. 비밀번호는 변경되지 않습니다.',
    },
    verify: {
      subject: '이메일 주소를 확인해 주세요',
      intro: '가입해 주셔서 감사합니다. 아래 링크로 이메일 주소를 확인해 주세요.',
      button: '이메일 주소 확인',
      lifetime: '링크는 {hours}시간 동안 유효하며 한 번만 사용할 수 있습니다.',
      ignore: '가입하지 않으셨다면 이 이메일을 무시하세요.',
    },
  },
  zhtw: {
    greeting: '{name} 您好：',
    linkFallback: '如果按鈕無法使用，請將以下網址複製到瀏覽器中開啟：',
    signature: 'Lab Benchmarking 團隊',
    automatic: '此郵件由系統自動發送，請勿直接回覆。',
    reset: {
      subject: '您的密碼重設驗證碼',
      intro: '我們收到了重設您帳戶密碼的請求。',
      code: '您的一次性驗證碼：',
      action: '請開啟下方連結並輸入驗證碼，以設定新密碼。',
      button: '設定新密碼',
      lifetime: '驗證碼與連結的有效時間為 {minutes} 分鐘，且僅能使用一次。',
      ignore: '如果您並未提出此請求，請忽略此郵件，您的密碼不會變更。',
    },
    verify: {
      subject: '請確認您的電子郵件地址',
      intro: '感謝您的註冊。請透過下方連結確認您的電子郵件地址。',
      button: '確認電子郵件地址',
      lifetime: '此連結的有效時間為 {hours} 小時，且僅能使用一次。',
      ignore: '如果您並未註冊，請忽略此郵件。',
    },
  },
  zhcn: {
    greeting: '{name}，您好：',
    linkFallback: '如果按钮无法使用，请将以下地址复制到浏览器中打开：',
    signature: 'Lab Benchmarking 团队',
    automatic: '此邮件由系统自动发送，请勿直接回复。',
    reset: {
      subject: '您的密码重置验证码',
      intro: '我们收到了重置您账户密码的请求。',
      code: '您的一次性验证码：',
      action: '请打开下方链接并输入验证码，以设置新密码。',
      button: '设置新密码',
      lifetime: '验证码和链接的有效期为 {minutes} 分钟，且只能使用一次。',
      ignore: '如果您没有提出此请求，请忽略此邮件，您的密码不会更改。',
    },
    verify: {
      subject: '请确认您的电子邮件地址',
      intro: '感谢您的注册。请通过下方链接确认您的电子邮件地址。',
      button: '确认电子邮件地址',
      lifetime: '此链接的有效期为 {hours} 小时，且只能使用一次。',
      ignore: '如果您没有注册，请忽略此邮件。',
    },
  },
  vi: {
    greeting: 'Xin chào {name},',
    linkFallback: 'Nếu nút không hoạt động, hãy sao chép địa chỉ sau vào trình duyệt của bạn:',
    signature: 'Đội ngũ Lab Benchmarking',
    automatic: 'Email này được gửi tự động, vui lòng không trả lời.',
    reset: {
      subject: 'Mã đặt lại mật khẩu của bạn',
      intro: 'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn.',
      code: 'Mã dùng một lần của bạn:',
      action: 'Hãy mở liên kết bên dưới và nhập mã để đặt mật khẩu mới.',
      button: 'Đặt mật khẩu mới',
      lifetime: 'Mã và liên kết có hiệu lực trong {minutes} phút và chỉ dùng được một lần.',
      ignore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này; mật khẩu của bạn sẽ không thay đổi.',
    },
    verify: {
      subject: 'Vui lòng xác nhận địa chỉ email của bạn',
      intro: 'Cảm ơn bạn đã đăng ký. Vui lòng xác nhận địa chỉ email của bạn qua liên kết bên dưới.',
      button: 'Xác nhận địa chỉ email',
      lifetime: 'Liên kết có hiệu lực trong {hours} giờ và chỉ dùng được một lần.',
      ignore: 'Nếu bạn không đăng ký, hãy bỏ qua email này.',
    },
  },
  de: {
    greeting: 'Guten Tag {name},',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    signature: 'Ihr Team von Lab Benchmarking',
    automatic: 'Diese E-Mail wurde automatisch versendet; bitte antworten Sie nicht darauf.',
    reset: {
      subject: 'Ihr Code zum Zurücksetzen des Passworts',
      intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
      code: 'Ihr Einmalcode:',
      action: 'Öffnen Sie den folgenden Link und geben Sie den Code ein, um ein neues Passwort zu wählen.',
      button: 'Neues Passwort wählen',
      lifetime: 'Code und Link sind {minutes} Minuten gültig und funktionieren nur einmal.',
      ignore: 'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    verify: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      intro: 'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link.',
      button: 'E-Mail-Adresse bestätigen',
      lifetime: 'Der Link ist {hours} Stunden gültig und funktioniert nur einmal.',
      ignore: 'Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    },
  },
  it: {
    greeting: 'Gentile {name},',
    linkFallback: 'Se il pulsante non funziona, copi questo indirizzo nel browser:',
    signature: 'Il team di Lab Benchmarking',
    automatic: 'Questa e-mail è stata inviata automaticamente: La preghiamo di non rispondere.',
    reset: {
      subject: 'Il Suo codice per reimpostare la password',
      intro: 'Abbiamo ricevuto una richiesta di reimpostazione della password del Suo account.',
      code: 'Il Suo codice monouso:',
      action: 'Apra il link qui sotto e inserisca il codice per scegliere una nuova password.',
      button: 'Imposta una nuova password',
      lifetime: 'Il codice e il link sono validi per {minutes} minuti e possono essere usati una sola volta.',
      ignore: 'Se non ha richiesto Lei questa operazione, ignori questa e-mail: la Sua password resta invariata.',
    },
    verify: {
      subject: 'Confermi il Suo indirizzo e-mail',
      intro: 'Grazie per la registrazione. Confermi il Suo indirizzo e-mail tramite il link qui sotto.',
      button: 'Conferma indirizzo e-mail',
      lifetime: 'Il link è valido per {hours} ore e può essere usato una sola volta.',
      ignore: 'Se non ha effettuato Lei la registrazione, ignori questa e-mail.',
    },
  },
  id: {
    greeting: 'Halo {name},',
    linkFallback: 'Jika tombol tidak berfungsi, salin alamat berikut ke browser Anda:',
    signature: 'Tim Lab Benchmarking',
    automatic: 'Email ini dikirim secara otomatis; mohon jangan dibalas.',
    reset: {
      subject: 'Kode untuk mengatur ulang kata sandi Anda',
      intro: 'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.',
      code: 'Kode sekali pakai Anda:',
      action: 'Buka tautan di bawah ini dan masukkan kode untuk membuat kata sandi baru.',
      button: 'Buat kata sandi baru',
      lifetime: 'Kode dan tautan berlaku selama {minutes} menit dan hanya dapat digunakan satu kali.',
      ignore: 'Jika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.',
    },
    verify: {
      subject: 'Mohon konfirmasi alamat email Anda',
      intro: 'Terima kasih telah mendaftar. Mohon konfirmasi alamat email Anda melalui tautan di bawah ini.',
      button: 'Konfirmasi alamat email',
      lifetime: 'Tautan berlaku selama {hours} jam dan hanya dapat digunakan satu kali.',
      ignore: 'Jika Anda tidak mendaftar, abaikan email ini.',
    },
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    linkFallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
    signature: 'Команда Lab Benchmarking',
    automatic: 'Это письмо отправлено автоматически, пожалуйста, не отвечайте на него.',
    reset: {
      subject: 'Код для сброса пароля',
      intro: 'Мы получили запрос на сброс пароля вашей учетной записи.',
      code: 'Ваш одноразовый код:',
      action: 'Откройте ссылку ниже и введите код, чтобы задать новый пароль.',
      button: 'Задать новый пароль',
      lifetime: 'Код и ссылка действительны в течение {minutes} мин. и могут быть использованы только один раз.',
      ignore: 'Если вы не запрашивали сброс пароля, проигнорируйте это письмо: ваш пароль не изменится.',
    },
    verify: {
      subject: 'Подтвердите адрес электронной почты',
      intro: 'Благодарим за регистрацию. Подтвердите адрес электронной почты по ссылке ниже.',
      button: 'Подтвердить адрес',
      lifetime: 'Ссылка действительна в течение {hours} ч и может быть использована только один раз.',
      ignore: 'Если вы не регистрировались, проигнорируйте это письмо.',
    },
  },
};
