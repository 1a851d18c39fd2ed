/// German and Russian UI text.
extension Translations {
    static let germanPack = LanguagePack(
        buttons: [
            "Weiter", "Anmelden", "Mit Apple anmelden", "Registrieren", "Abmelden", "Erneut versuchen", "Jetzt nicht",
            "In den Warenkorb", "Jetzt kaufen", "Zur Kasse", "Bestellung aufgeben", "Gutschein einlösen",
            "Kostenloses Probeabo starten", "Käufe wiederherstellen", "Mitteilungen aktivieren", "Einstellungen öffnen",
            "Mehr anzeigen", "Alle als gelesen markieren", "Passwort vergessen?", "Konto erstellen",
            "E-Mail-Adresse bestätigen", "Code erneut senden", "Ortungsdienste aktivieren",
        ],
        titles: [
            "Datenschutzeinstellungen", "Benachrichtigungseinstellungen", "Zahlungsmethoden", "Bestellverlauf",
            "Zuletzt gelöscht", "Bedienungshilfen", "Bildschirmzeit", "Speicherplatzverwaltung",
            "Zwei-Faktor-Authentifizierung", "Kontoeinstellungen", "Familienfreigabe", "Nutzungsbedingungen",
            "Datenschutzerklärung", "Sicherheitsüberprüfung", "Geschwindigkeitsbegrenzung", "Mit dir geteilt",
        ],
        failures: [
            "Zahlung fehlgeschlagen.", "Verbindung zum Server nicht möglich.", "Etwas ist schiefgelaufen.",
            "Deine Sitzung ist abgelaufen.", "Hochladen fehlgeschlagen.", "Änderungen konnten nicht gesichert werden.",
        ],
        reasons: [
            "Deine Karte wurde abgelehnt.", "Der Server hat nicht rechtzeitig geantwortet.", "Dein Speicher ist voll.",
            "Der Bestätigungscode ist abgelaufen.", "Die E-Mail-Adresse oder das Passwort ist falsch.",
        ],
        actions: [
            "Bitte versuche es erneut.", "Überprüfe deine Internetverbindung und versuche es erneut.",
            "Wende dich an deine Bank oder verwende eine andere Zahlungsmethode.", "Bitte melde dich erneut an.",
        ],
        sentenceSeparator: " ",
        notification: { g in
            let n = g.int(in: 2...99)
            switch g.below(4) {
            case 0: return "Du hast \(n) ungelesene Nachrichten"
            case 1:
                return
                    "Deine Bestellung Nr. \(g.int(in: 100_000...999_999)) wurde versandt und kommt voraussichtlich \(g.pick(["morgen", "am Freitag", "in 2–3 Werktagen"])) an."
            case 2: return "\(People.fullName(&g)) und \(n) weiteren Personen gefällt dein Foto."
            default:
                return "\(n) % deines Speichers sind belegt. Upgrade auf \(g.pick(["200 GB", "2 TB"])), um weiterhin Backups zu erstellen."
            }
        },
        price: { g in
            let amount = Numbers.amount(Numbers.cents(&g), group: ".", decimal: ",") + " €"
            switch g.below(4) {
            case 0: return amount
            case 1: return "Gesamtsumme: " + amount
            case 2: return "Spare \(g.pick([10, 20, 25, 50])) % – jetzt " + amount
            default: return "\(g.pick([7, 14, 30])) Tage kostenlos, danach \(amount) pro \(g.pick(["Monat", "Jahr"]))"
            }
        })

    static func russianMessages(_ n: Int) -> String {
        if n % 10 == 1 && n % 100 != 11 { return "непрочитанное сообщение" }
        if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return "непрочитанных сообщения" }
        return "непрочитанных сообщений"
    }

    static let russianPack = LanguagePack(
        buttons: [
            "Продолжить", "Войти", "Войти с Apple", "Зарегистрироваться", "Выйти", "Повторить попытку", "Не сейчас",
            "Добавить в корзину", "Купить сейчас", "Оформить заказ", "Применить промокод",
            "Начать бесплатный пробный период", "Восстановить покупки", "Включить уведомления", "Открыть настройки",
            "Показать ещё", "Отметить все как прочитанные", "Забыли пароль?", "Создать учётную запись",
            "Подтвердить адрес электронной почты", "Отправить код повторно",
        ],
        titles: [
            "Настройки", "Уведомления", "Конфиденциальность и безопасность", "Способы оплаты", "История заказов",
            "Недавно удалённые", "Универсальный доступ", "Экранное время", "Хранилище", "Двухфакторная аутентификация",
            "Семейный доступ", "Условия использования", "Подписки",
        ],
        failures: [
            "Оплата не прошла.", "Не удалось подключиться к серверу.", "Что-то пошло не так.",
            "Срок действия сеанса истёк.", "Не удалось загрузить файл.",
        ],
        reasons: [
            "Ваша карта отклонена.", "Сервер не ответил вовремя.", "Хранилище заполнено.",
            "Срок действия кода подтверждения истёк.", "Неверный адрес электронной почты или пароль.",
        ],
        actions: [
            "Повторите попытку.", "Проверьте подключение к интернету и повторите попытку.",
            "Обратитесь в банк или выберите другой способ оплаты.", "Войдите снова, чтобы продолжить.",
        ],
        sentenceSeparator: " ",
        notification: { g in
            let n = g.int(in: 1...99)
            switch g.below(3) {
            case 0: return "У вас \(n) \(russianMessages(n))"
            case 1:
                return
                    "Ваш заказ № \(g.int(in: 100_000...999_999)) отправлен и прибудет \(g.pick(["завтра", "в пятницу", "через 2–3 рабочих дня"]))."
            default:
                return
                    "Хранилище заполнено на \(n) %. Перейдите на тариф \(g.pick(["200 ГБ", "2 ТБ"])), чтобы продолжить резервное копирование."
            }
        },
        price: { g in
            let amount = Numbers.grouped(g.int(in: 99...249_990), separator: "\u{00A0}") + "\u{00A0}₽"
            switch g.below(3) {
            case 0: return amount
            case 1: return "Итого: " + amount
            default: return "Скидка \(g.pick([10, 20, 30])) % — теперь " + amount
            }
        })
}
