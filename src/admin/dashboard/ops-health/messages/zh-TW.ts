// The 運行狀態 panel's texts in Traditional Chinese (the keys of zh-CN.ts).
export default {
  app: {
    opsHealth: {
      title: '運行狀態',
      status: { ok: '正常', warn: '注意', fail: '故障', off: '未啟用', pending: '待首次備份' },
      disk: {
        label: '磁碟',
        free: '資料目錄所在磁碟剩餘 %{free}（%{percent}%）',
        unknown: '無法讀取磁碟空間',
        reasons: {
          diskLow: '剩餘空間不足：請清理或擴容（備份時需要約兩倍於資料目錄的空間）',
          diskUnknown: '無法讀取磁碟空間，請運維人員在伺服器上檢查',
        },
      },
      backup: {
        label: '備份',
        location: { s3: '異地儲存（S3）', local: '本機磁碟' },
        none: '備份位置：%{where}',
        latest: '最新備份在 %{hours} 小時前，位於%{where}',
        reasons: {
          storageUnreadable: '無法讀取備份儲存，請運維人員檢查儲存設定與網路',
          firstPending: '還沒有備份：首次定時備份將按計劃（%{schedule}，協調世界時）執行，之後這裡會顯示它',
          noBackup: '還沒有任何備份',
          tooOld: '最新備份已超過兩天，定時備份可能失敗了',
          old: '最新備份已超過一天，請確認定時備份在運行',
          notOffMachine: '備份只在本機磁碟上，伺服器損壞時會一起遺失：請運維人員設定異地備份',
          noSchedule: '沒有設定定時備份',
        },
      },
      mail: {
        label: '郵件',
        counts: '排隊 %{queued} 封，傳送失敗 %{failed} 封，待確認 %{held} 封',
        reasons: {
          stuck: '到期的郵件已超過兩小時未能發出：請檢查 SMTP 伺服器',
          slow: '到期的郵件超過一刻鐘仍未發出',
          noSmtp: '尚未設定 SMTP 伺服器，郵件正在排隊',
          waitingForStaff: '有郵件等待處理：請在郵件傳送記錄中重新傳送或放棄傳送',
        },
      },
      replication: {
        label: '資料庫即時複寫',
        off: '未啟用（資料只靠定時備份）',
        lag: '副本落後 %{seconds} 秒',
        lagUnknown: '副本延遲未知',
        reasons: {
          error: '複寫出錯，請運維人員查看服務日誌',
          behind: '副本落後過多，請檢查複寫程序與網路',
          lagUnknown: '無法得知副本的延遲',
        },
      },
    },
  },
}
