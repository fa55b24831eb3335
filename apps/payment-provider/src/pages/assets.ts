import { FONT_CSS } from './fonts';

/**
 * The pages' styles and script, small enough to keep as strings of the server: no browser build.
 * Phone first (390x844): one column, large tap targets, system fonts (Burmese and Chinese
 * included), nothing from another origin.
 */
export const PAY_CSS = `${FONT_CSS}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 "LocalPay Myanmar",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Myanmar","Myanmar Text","PingFang SC","Microsoft YaHei",sans-serif;background:#eef2f7;color:#18202b;min-height:100vh}
.bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:12px 16px;background:#0b3d91;color:#fff}
.brand{font-weight:700;letter-spacing:.02em}
.langs{display:flex;gap:4px;font-size:14px}
.langs a,.langs span{padding:6px 8px;border-radius:6px;color:#fff;text-decoration:none;min-height:32px;display:inline-flex;align-items:center}
.langs span{background:rgba(255,255,255,.2);font-weight:600}
main{max-width:430px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:12px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.amount{font-size:32px;font-weight:700;margin:4px 0;word-break:break-word}
.label{font-size:13px;color:#5b6675;margin:0}
.muted{color:#5b6675;font-size:14px}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;word-break:break-all}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#5b6675;font-size:14px}
dd{margin:0;font-weight:600;word-break:break-word}
label{display:block;font-weight:600;margin:8px 0 4px}
input[type=tel],input[type=password],input[type=text]{font-family:inherit;width:100%;font-size:20px;padding:12px;border:1px solid #a9b4c2;border-radius:8px}
input.pin{letter-spacing:.5em;text-align:center}
.btn{font-family:inherit;display:block;width:100%;min-height:48px;margin:8px 0 0;padding:12px;border:0;border-radius:10px;font-size:17px;font-weight:600;cursor:pointer}
.primary{background:#0b3d91;color:#fff}
.approve{background:#137333;color:#fff}
.decline{background:#b3261e;color:#fff}
.timeout{background:#e8eaed;color:#18202b}
.resend{background:#fff;color:#0b3d91;border:2px solid #0b3d91}
.btn:disabled{opacity:.6}
.error{color:#b3261e;font-weight:600}
.notice{background:#e6f4ea;color:#137333;padding:8px 12px;border-radius:8px}
.tester{border:2px dashed #a9b4c2;background:#f8fafc}
.tester h2{font-size:16px;margin:0 0 4px}
.qr{display:flex;justify-content:center;padding:8px}
.qr svg{width:240px;height:240px}
.outcome h1{margin:0 0 8px;font-size:24px}
.state-succeeded h1,.state-paid{color:#137333}
.state-failed h1,.state-expired h1{color:#b3261e}
a.back{display:block;text-align:center;margin-top:12px;padding:12px;border-radius:10px;background:#0b3d91;color:#fff;text-decoration:none;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:14px;table-layout:fixed}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e2e6ec;vertical-align:top;overflow-wrap:break-word}
td form{display:inline-block;margin:0 4px 4px 0}
td .btn{min-height:40px;padding:8px 12px;font-size:15px;width:auto;margin:0}
h1{font-size:20px}
.control main{padding:8px}
.control .card{padding:12px 8px}
.control th:last-child,.control td:last-child{width:80px}
.control th:first-child,.control td:first-child{width:34%}
`;

/** Buttons are disabled once their form is sent (no double posts); PIN and phone take digits only. */
export const PAY_JS = `(function(){
document.addEventListener('submit',function(e){var f=e.target;if(!(f instanceof HTMLFormElement))return;
setTimeout(function(){f.querySelectorAll('button').forEach(function(b){b.disabled=true;});},0);});
document.querySelectorAll('input[data-digits]').forEach(function(i){i.addEventListener('input',function(){
var v=i.value.replace(/[^0-9+]/g,'');if(i.dataset.digits==='pin')v=v.replace(/\\D/g,'').slice(0,6);if(v!==i.value)i.value=v;});});
})();`;
