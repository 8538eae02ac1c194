#include "jobstore.h"

#include <sqlite3.h>

#include <stdexcept>

namespace trainyard::daemon {

namespace {

    // A prepared statement that finalizes itself.
    class Statement {
    public:
        Statement(sqlite3* db, const char* sql)
        {
            if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
                throw std::runtime_error(std::string("sqlite: ") + sqlite3_errmsg(db));
        }
        ~Statement() { sqlite3_finalize(m_stmt); }
        Statement(const Statement&) = delete;
        Statement& operator=(const Statement&) = delete;

        Statement& bind(int index, const std::string& text)
        {
            sqlite3_bind_text(m_stmt, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
            return *this;
        }
        Statement& bind(int index, std::int64_t value)
        {
            sqlite3_bind_int64(m_stmt, index, value);
            return *this;
        }
        bool step()
        {
            const int rc = sqlite3_step(m_stmt);
            if (rc == SQLITE_ROW)
                return true;
            if (rc == SQLITE_DONE)
                return false;
            throw std::runtime_error(std::string("sqlite: ") + sqlite3_errmsg(sqlite3_db_handle(m_stmt)));
        }
        std::string text(int column) const
        {
            const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
            return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column))) : std::string();
        }
        std::int64_t integer(int column) const { return sqlite3_column_int64(m_stmt, column); }

    private:
        sqlite3_stmt* m_stmt = nullptr;
    };

    // Rolls back unless committed: a failed write leaves the database as it was.
    class Transaction {
    public:
        explicit Transaction(sqlite3* db)
            : m_db(db)
        {
            sqlite3_exec(m_db, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
        }
        ~Transaction()
        {
            if (!m_committed)
                sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
        }
        void commit()
        {
            if (sqlite3_exec(m_db, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK)
                throw std::runtime_error(std::string("sqlite commit: ") + sqlite3_errmsg(m_db));
            m_committed = true;
        }

    private:
        sqlite3* m_db;
        bool m_committed = false;
    };

    spec::Transition readTransition(const Statement& s)
    {
        spec::Transition t;
        t.id = s.integer(0);
        t.jobId = s.text(1);
        t.time = spec::Timestamp::parse(s.text(2)).value_or(spec::Timestamp {});
        t.previousState = s.text(3);
        t.state = s.text(4);
        t.reason = s.text(5);
        return t;
    }

} // namespace

std::unique_ptr<JobStore> JobStore::open(const std::string& path, std::string& error)
{
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr) != SQLITE_OK) {
        error = db ? sqlite3_errmsg(db) : "cannot open the database";
        sqlite3_close(db);
        return nullptr;
    }
    std::unique_ptr<JobStore> store(new JobStore(db));
    try {
        // WAL with synchronous=NORMAL: a commit survives the daemon being killed at any moment (it is in
        // the WAL file once COMMIT returns); only a power cut may lose the last transactions.
        store->exec("PRAGMA journal_mode=WAL");
        store->exec("PRAGMA synchronous=NORMAL");
        store->exec("PRAGMA busy_timeout=5000");
        store->exec("CREATE TABLE IF NOT EXISTS jobs ("
                    " create_seq INTEGER PRIMARY KEY AUTOINCREMENT,"
                    " job_id TEXT NOT NULL UNIQUE,"
                    " document TEXT NOT NULL)");
        store->exec("CREATE TABLE IF NOT EXISTS transitions ("
                    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                    " job_id TEXT NOT NULL,"
                    " time TEXT NOT NULL,"
                    " from_state TEXT NOT NULL,"
                    " to_state TEXT NOT NULL,"
                    " reason TEXT NOT NULL)");
        store->exec("CREATE INDEX IF NOT EXISTS transitions_by_job ON transitions(job_id, id)");
        store->exec("CREATE TABLE IF NOT EXISTS vertex_jobs ("
                    " job_id TEXT PRIMARY KEY,"
                    " kind TEXT NOT NULL,"
                    " name TEXT NOT NULL,"
                    " resource TEXT NOT NULL)");
        store->exec("CREATE TABLE IF NOT EXISTS vertex_ids (id TEXT PRIMARY KEY)");
    } catch (const std::exception& e) {
        error = e.what();
        return nullptr;
    }
    return store;
}

JobStore::JobStore(sqlite3* db)
    : m_db(db)
{
}

JobStore::~JobStore()
{
    sqlite3_close(m_db);
}

void JobStore::exec(const char* sql)
{
    char* message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) != SQLITE_OK) {
        std::string text = message ? message : "unknown error";
        sqlite3_free(message);
        throw std::runtime_error("sqlite: " + text);
    }
}

std::int64_t JobStore::insertTransition(const spec::Transition& t)
{
    Statement s(m_db, "INSERT INTO transitions (job_id, time, from_state, to_state, reason) VALUES (?, ?, ?, ?, ?)");
    s.bind(1, t.jobId).bind(2, t.time.toString()).bind(3, t.previousState).bind(4, t.state).bind(5, t.reason).step();
    return sqlite3_last_insert_rowid(m_db);
}

bool JobStore::insertJob(const std::string& jobId, const nlohmann::json& document, spec::Transition& created, std::int64_t& createSeq,
    const VertexOrigin* vertex)
{
    Transaction transaction(m_db);
    {
        Statement exists(m_db, "SELECT 1 FROM jobs WHERE job_id = ?");
        if (exists.bind(1, jobId).step())
            return false;
    }
    Statement insert(m_db, "INSERT INTO jobs (job_id, document) VALUES (?, ?)");
    insert.bind(1, jobId).bind(2, document.dump()).step();
    createSeq = sqlite3_last_insert_rowid(m_db);
    if (vertex) {
        Statement origin(m_db, "INSERT INTO vertex_jobs (job_id, kind, name, resource) VALUES (?, ?, ?, ?)");
        origin.bind(1, jobId).bind(2, std::string(vertex->kind == VertexOrigin::Kind::CustomJob ? "CustomJob" : "HyperparameterTuningJob"));
        origin.bind(3, vertex->name).bind(4, vertex->resource.dump()).step();
    }
    created.id = insertTransition(created);
    transaction.commit();
    return true;
}

void JobStore::removeJob(const std::string& jobId)
{
    Transaction transaction(m_db);
    for (const char* sql : { "DELETE FROM jobs WHERE job_id = ?", "DELETE FROM transitions WHERE job_id = ?", "DELETE FROM vertex_jobs WHERE job_id = ?" }) {
        Statement remove(m_db, sql);
        remove.bind(1, jobId).step();
    }
    transaction.commit();
}

bool JobStore::reserveVertexId(const std::string& id)
{
    Statement insert(m_db, "INSERT OR IGNORE INTO vertex_ids (id) VALUES (?)");
    insert.bind(1, id).step();
    return sqlite3_changes(m_db) == 1;
}

void JobStore::updateJob(const std::string& jobId, const nlohmann::json& document, spec::Transition* transition)
{
    Transaction transaction(m_db);
    Statement update(m_db, "UPDATE jobs SET document = ? WHERE job_id = ?");
    update.bind(1, document.dump()).bind(2, jobId).step();
    if (transition)
        transition->id = insertTransition(*transition);
    transaction.commit();
}

std::vector<StoredJob> JobStore::loadJobs() const
{
    std::vector<StoredJob> jobs;
    Statement s(m_db, "SELECT jobs.create_seq, jobs.document, vertex_jobs.kind, vertex_jobs.name, vertex_jobs.resource"
                      " FROM jobs LEFT JOIN vertex_jobs ON vertex_jobs.job_id = jobs.job_id ORDER BY jobs.create_seq");
    while (s.step()) {
        StoredJob job { s.integer(0), nlohmann::json::parse(s.text(1)), std::nullopt };
        if (const std::string kind = s.text(2); !kind.empty()) {
            job.vertex = VertexOrigin { kind == "CustomJob" ? VertexOrigin::Kind::CustomJob : VertexOrigin::Kind::HyperparameterTuningJob,
                s.text(3), nlohmann::json::parse(s.text(4)) };
        }
        jobs.push_back(std::move(job));
    }
    return jobs;
}

std::vector<spec::Transition> JobStore::transitions(const std::string& jobId) const
{
    std::vector<spec::Transition> out;
    Statement s(m_db, "SELECT id, job_id, time, from_state, to_state, reason FROM transitions WHERE job_id = ? ORDER BY id");
    s.bind(1, jobId);
    while (s.step())
        out.push_back(readTransition(s));
    return out;
}

std::vector<spec::Transition> JobStore::transitionsAfter(std::int64_t afterId, std::size_t limit) const
{
    std::vector<spec::Transition> out;
    Statement s(m_db, "SELECT id, job_id, time, from_state, to_state, reason FROM transitions WHERE id > ? ORDER BY id LIMIT ?");
    s.bind(1, afterId).bind(2, static_cast<std::int64_t>(limit));
    while (s.step())
        out.push_back(readTransition(s));
    return out;
}

std::int64_t JobStore::lastTransitionId() const
{
    Statement s(m_db, "SELECT COALESCE(MAX(id), 0) FROM transitions");
    return s.step() ? s.integer(0) : 0;
}

} // namespace trainyard::daemon
