// The built-in Vertex catalog: tables, not logic. What was checked in this project against Google's
// published Vertex pages is `verified`; the rest is Compute Engine's naming rules applied to the
// families Vertex trains on, and stays marked so that the validator only warns about it.
//
// Checked: the N1 GPU table (the same counts the v1 catalog carries, resources/catalog.json), the E2
// sizes (Vertex's machine table), the TensorFlow 2.12-2.14 Python 3.10 training containers (Vertex's
// supported frameworks list). Not checked: N2/C2 sizes on Vertex, A2/A3/A4/G2/G4 and TPU hosts,
// memory of the newest GPUs, the PyTorch/scikit-learn/XGBoost container tags, the region list.

#include "catalog.h"

#include <initializer_list>
#include <string>
#include <tuple>
#include <utility>

namespace trainyard::spec::vertex {

namespace {

    constexpr bool Verified = true;
    constexpr bool Unverified = false;

    // The N1 GPU table: which counts a machine of so many vCPUs takes. K80 is gone from 96-vCPU hosts.
    std::vector<AcceleratorOption> n1Gpus(int vcpus)
    {
        if (vcpus <= 8)
            return { { "NVIDIA_TESLA_K80", { 1, 2, 4, 8 } }, { "NVIDIA_TESLA_P100", { 1, 2, 4 } },
                { "NVIDIA_TESLA_V100", { 1, 2, 4, 8 } }, { "NVIDIA_TESLA_P4", { 1, 2, 4 } }, { "NVIDIA_TESLA_T4", { 1, 2, 4 } } };
        if (vcpus <= 16)
            return { { "NVIDIA_TESLA_K80", { 2, 4, 8 } }, { "NVIDIA_TESLA_P100", { 1, 2, 4 } },
                { "NVIDIA_TESLA_V100", { 2, 4, 8 } }, { "NVIDIA_TESLA_P4", { 1, 2, 4 } }, { "NVIDIA_TESLA_T4", { 1, 2, 4 } } };
        if (vcpus <= 32)
            return { { "NVIDIA_TESLA_K80", { 4, 8 } }, { "NVIDIA_TESLA_P100", { 2, 4 } },
                { "NVIDIA_TESLA_V100", { 4, 8 } }, { "NVIDIA_TESLA_P4", { 2, 4 } }, { "NVIDIA_TESLA_T4", { 1, 2, 4 } } };
        if (vcpus <= 64)
            return { { "NVIDIA_TESLA_K80", { 8 } }, { "NVIDIA_TESLA_P100", { 4 } }, { "NVIDIA_TESLA_V100", { 8 } },
                { "NVIDIA_TESLA_P4", { 4 } }, { "NVIDIA_TESLA_T4", { 4 } } };
        return { { "NVIDIA_TESLA_P100", { 4 } }, { "NVIDIA_TESLA_V100", { 8 } }, { "NVIDIA_TESLA_P4", { 4 } },
            { "NVIDIA_TESLA_T4", { 4 } } };
    }

    // A general-purpose family: <family>-<shape>-<vcpus>, memory per vCPU fixed by the shape.
    void addShapes(std::vector<MachineType>& out, const std::string& family, const std::string& shape,
        double gbPerVcpu, std::initializer_list<int> sizes, bool verified, bool withN1Gpus = false)
    {
        for (int vcpus : sizes) {
            MachineType m { family + '-' + shape + '-' + std::to_string(vcpus), family, vcpus, gbPerVcpu * vcpus, verified, {}, false, false };
            if (withN1Gpus)
                m.accelerators = n1Gpus(vcpus);
            out.push_back(std::move(m));
        }
    }

    // A machine whose accelerators are part of it: one accelerator, one count, and Vertex wants both
    // named in the machine spec.
    MachineType withGpus(std::string name, std::string family, int vcpus, double memoryGb, std::string accelerator, int count, bool verified)
    {
        return MachineType { std::move(name), std::move(family), vcpus, memoryGb, verified,
            { { std::move(accelerator), { count } } }, true, false };
    }

    MachineType tpuHost(std::string name, int vcpus, double memoryGb, std::vector<AcceleratorOption> accelerators)
    {
        return MachineType { std::move(name), "tpu", vcpus, memoryGb, Unverified, std::move(accelerators), true, true };
    }

    std::vector<MachineType> machineTypes()
    {
        std::vector<MachineType> out;
        addShapes(out, "n1", "standard", 3.75, { 4, 8, 16, 32, 64, 96 }, Verified, true);
        addShapes(out, "n1", "highmem", 6.5, { 2, 4, 8, 16, 32, 64, 96 }, Verified, true);
        addShapes(out, "n1", "highcpu", 0.9, { 16, 32, 64, 96 }, Verified, true);
        addShapes(out, "e2", "standard", 4, { 4, 8, 16, 32 }, Verified);
        addShapes(out, "e2", "highmem", 8, { 2, 4, 8, 16 }, Verified);
        addShapes(out, "e2", "highcpu", 1, { 16, 32 }, Verified);
        addShapes(out, "n2", "standard", 4, { 4, 8, 16, 32, 48, 64, 80 }, Unverified);
        addShapes(out, "n2", "highmem", 8, { 2, 4, 8, 16, 32, 48, 64, 80 }, Unverified);
        addShapes(out, "n2", "highcpu", 1, { 16, 32, 48, 64, 80, 96 }, Unverified);
        addShapes(out, "c2", "standard", 4, { 4, 8, 16, 30, 60 }, Unverified);

        // A2: A100 40 GB (highgpu, megagpu) or 80 GB (ultragpu), 12 vCPUs per GPU.
        for (int gpus : { 1, 2, 4, 8 })
            out.push_back(withGpus("a2-highgpu-" + std::to_string(gpus) + "g", "a2", 12 * gpus, 85.0 * gpus, "NVIDIA_TESLA_A100", gpus, Unverified));
        out.push_back(withGpus("a2-megagpu-16g", "a2", 96, 1360, "NVIDIA_TESLA_A100", 16, Unverified));
        for (int gpus : { 1, 2, 4, 8 })
            out.push_back(withGpus("a2-ultragpu-" + std::to_string(gpus) + "g", "a2", 12 * gpus, 170.0 * gpus, "NVIDIA_A100_80GB", gpus, Unverified));

        // A3: H100 (highgpu, megagpu) and H200 (ultragpu).
        for (int gpus : { 1, 2, 4, 8 })
            out.push_back(withGpus("a3-highgpu-" + std::to_string(gpus) + "g", "a3", 26 * gpus, 234.0 * gpus, "NVIDIA_H100_80GB", gpus, Unverified));
        out.push_back(withGpus("a3-megagpu-8g", "a3", 208, 1872, "NVIDIA_H100_MEGA_80GB", 8, Unverified));
        out.push_back(withGpus("a3-ultragpu-8g", "a3", 224, 2952, "NVIDIA_H200_141GB", 8, Unverified));

        // A4 / A4X / G4: the newest accelerators in the discovery enum need a machine to sit on.
        out.push_back(withGpus("a4-highgpu-8g", "a4", 224, 3968, "NVIDIA_B200", 8, Unverified));
        out.push_back(withGpus("a4x-highgpu-4g", "a4x", 140, 884, "NVIDIA_GB200", 4, Unverified));
        out.push_back(withGpus("g4-standard-48", "g4", 48, 180, "NVIDIA_RTX_PRO_6000", 1, Unverified));

        // G2: L4, 4 GB per vCPU; the GPU count is fixed by the size.
        for (const auto& [vcpus, gpus] : std::initializer_list<std::pair<int, int>> {
                 { 4, 1 }, { 8, 1 }, { 12, 1 }, { 16, 1 }, { 24, 2 }, { 32, 1 }, { 48, 4 }, { 96, 8 } })
            out.push_back(withGpus("g2-standard-" + std::to_string(vcpus), "g2", vcpus, 4.0 * vcpus, "NVIDIA_L4", gpus, Unverified));

        // TPU VMs: the accelerator count is TPU cores (v2, v3) or chips (v4, v5e).
        out.push_back(tpuHost("cloud-tpu", 96, 335, { { "TPU_V2", { 8 } }, { "TPU_V3", { 8 } } }));
        out.push_back(tpuHost("ct4p-hightpu-4t", 240, 407, { { "TPU_V4_POD", { 4 } } }));
        out.push_back(tpuHost("ct5lp-hightpu-1t", 24, 48, { { "TPU_V5_LITEPOD", { 1 } } }));
        out.push_back(tpuHost("ct5lp-hightpu-4t", 112, 192, { { "TPU_V5_LITEPOD", { 4 } } }));
        out.push_back(tpuHost("ct5lp-hightpu-8t", 224, 384, { { "TPU_V5_LITEPOD", { 8 } } }));
        return out;
    }

    std::vector<Accelerator> accelerators()
    {
        // Memory per unit that acceleratorCount counts (a TPU v2/v3 core, a TPU v4/v5e chip, a GPU).
        return {
            { "NVIDIA_TESLA_K80", "NVIDIA Tesla K80", 12, false, Verified },
            { "NVIDIA_TESLA_P100", "NVIDIA Tesla P100", 16, false, Verified },
            { "NVIDIA_TESLA_V100", "NVIDIA Tesla V100", 16, false, Verified },
            { "NVIDIA_TESLA_P4", "NVIDIA Tesla P4", 8, false, Verified },
            { "NVIDIA_TESLA_T4", "NVIDIA Tesla T4", 16, false, Verified },
            { "NVIDIA_TESLA_A100", "NVIDIA A100 40GB", 40, false, Verified },
            { "NVIDIA_A100_80GB", "NVIDIA A100 80GB", 80, false, Verified },
            { "NVIDIA_L4", "NVIDIA L4", 24, false, Unverified },
            { "NVIDIA_H100_80GB", "NVIDIA H100 80GB", 80, false, Verified },
            { "NVIDIA_H100_MEGA_80GB", "NVIDIA H100 Mega 80GB", 80, false, Verified },
            { "NVIDIA_H200_141GB", "NVIDIA H200 141GB", 141, false, Verified },
            { "NVIDIA_B200", "NVIDIA B200", 180, false, Unverified },
            { "NVIDIA_GB200", "NVIDIA GB200", 186, false, Unverified },
            { "NVIDIA_RTX_PRO_6000", "NVIDIA RTX PRO 6000", 96, false, Unverified },
            { "TPU_V2", "Cloud TPU v2", 8, true, Unverified },
            { "TPU_V3", "Cloud TPU v3", 16, true, Unverified },
            { "TPU_V4_POD", "Cloud TPU v4", 32, true, Unverified },
            { "TPU_V5_LITEPOD", "Cloud TPU v5e", 16, true, Unverified },
        };
    }

    // Newest first within a framework, so executorImageFor picks the newest Python for a version.
    std::vector<PrebuiltContainer> containers()
    {
        const std::string base = "us-docker.pkg.dev/vertex-ai/training/";
        std::vector<PrebuiltContainer> out;
        auto add = [&](const char* framework, const char* image, const char* version, const char* python, bool gpu, bool verified) {
            out.push_back({ framework, version, python, base + image, gpu, verified });
        };
        for (const auto& [version, tag, verified] : std::initializer_list<std::tuple<const char*, const char*, bool>> {
                 { "2.17", "2-17", Unverified }, { "2.16", "2-16", Unverified }, { "2.15", "2-15", Unverified },
                 { "2.14", "2-14", Verified }, { "2.13", "2-13", Verified }, { "2.12", "2-12", Verified },
                 { "2.11", "2-11", Unverified } }) {
            add("tensorflow", (std::string("tf-cpu.") + tag + ".py310:latest").c_str(), version, "3.10", false, verified);
            add("tensorflow", (std::string("tf-gpu.") + tag + ".py310:latest").c_str(), version, "3.10", true, verified);
        }
        for (const auto& [version, tag] : std::initializer_list<std::pair<const char*, const char*>> {
                 { "2.4", "2-4" }, { "2.3", "2-3" }, { "2.2", "2-2" }, { "2.1", "2-1" }, { "2.0", "2-0" }, { "1.13", "1-13" } }) {
            add("pytorch", (std::string("pytorch-cpu.") + tag + ".py310:latest").c_str(), version, "3.10", false, Unverified);
            add("pytorch", (std::string("pytorch-gpu.") + tag + ".py310:latest").c_str(), version, "3.10", true, Unverified);
        }
        add("sklearn", "sklearn-cpu.1-0:latest", "1.0", "3.7", false, Unverified);
        add("sklearn", "sklearn-cpu.0-23:latest", "0.23", "3.7", false, Unverified);
        add("xgboost", "xgboost-cpu.1-1:latest", "1.1", "3.7", false, Unverified);
        return out;
    }

    std::vector<std::string> regions()
    {
        // Where Vertex AI custom training runs, as this project lists it (not checked against Google's
        // locations page in this session).
        return { "us-central1", "us-east1", "us-east4", "us-east5", "us-south1", "us-west1", "us-west2", "us-west3",
            "us-west4", "northamerica-northeast1", "northamerica-northeast2", "southamerica-east1", "europe-west1",
            "europe-west2", "europe-west3", "europe-west4", "europe-west6", "europe-west9", "europe-north1",
            "europe-central2", "europe-southwest1", "asia-east1", "asia-east2", "asia-northeast1", "asia-northeast2",
            "asia-northeast3", "asia-south1", "asia-southeast1", "asia-southeast2", "australia-southeast1",
            "australia-southeast2", "me-west1", "me-central1" };
    }

} // namespace

VertexCatalog makeBuiltInVertexCatalog()
{
    VertexCatalog catalog;
    catalog.m_machineTypes = machineTypes();
    catalog.m_accelerators = accelerators();
    catalog.m_containers = containers();
    catalog.m_regions = regions();
    return catalog;
}

} // namespace trainyard::spec::vertex
