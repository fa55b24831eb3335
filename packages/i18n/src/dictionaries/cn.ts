import type { Dictionary } from '../dictionary';

const cn: Dictionary = {
  app: {
    name: '游戏大厅',
    ageNote: '玩家须年满 {{age}} 岁。请理性娱乐。',
    copyright: '© {{year}} 游戏大厅 版权所有',
    loading: '加载中…',
    retry: '重试',
    routeError: '页面加载失败。',
  },
  header: {
    menu: '菜单',
    back: '返回',
    home: '首页',
    login: '登录',
    register: '注册',
    language: '语言',
    theme: '主题',
  },
  nav: {
    home: '首页',
    promotion: '优惠',
    deposit: '存款',
    service: '客服',
    profile: '我的',
  },
  titles: {
    home: '首页',
    hotGames: '热门游戏',
  },
  home: {
    hotGames: '热门游戏',
    more: '更多',
    empty: '没有找到游戏',
    gameCount_one: '{{count}} 款游戏',
    gameCount_other: '{{count}} 款游戏',
  },
  game: {
    play: '开始 {{name}}',
    hot: '热门',
    new: '新',
    favourite: '加入收藏',
    unfavourite: '取消收藏',
  },
  theme: {
    dark: '深色',
    light: '浅色',
  },
  errors: {
    'request.invalid': '提交的信息有误。',
    'request.notFound': '请求的地址为空',
    'request.tooLarge': '请求内容过大。',
    'merchant.unknown': '抱歉，该账号没有权限或功能暂时不可用',
    'language.unsupported': '不支持该语言。',
    'system.maintenance': '平台维护中',
    'system.regionRestricted': '因地区或 IP 限制，访问被阻止',
    'session.required': '您还没有登录，请先登录',
    'session.expired': '账号已登出，请重新登录',
    network: '没有网络',
    timeout: '网络连接缓慢',
    unknown: '未知错误',
  },
};

export default cn;
